import { useCallback, useRef, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { countHeld, deleteHeld, listHeld, releaseHeld } from "@/features/owner/api/held";
import type { Client } from "@/features/owner/api/requests";
import { usePages } from "@/features/owner/hooks/use-pages";
import { useLoad } from "@/lib/use-load";
import { exactTime } from "@/features/owner/lib/time";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { formatUsPhone } from "@/lib/phone";
import { LoadFailure } from "./LoadFailure";
import { ShowMore } from "./ShowMore";

const copy = ownerConfig.held;

/** What the last tap came to: said politely, or as an alert when it failed. */
type Notice = { text: string; failed: boolean } | null;

/**
 * The requests the intake held back (a failed human check, a limit passed), newest first, a page
 * at a time: each with Release, which makes it a new request, and Delete all, asked twice. Held
 * requests are in no other view.
 */
export function HeldView({ client }: { client: Client }) {
  const pages = usePages(
    useCallback((after?: string) => listHeld(client, after), [client]),
    { whenVisible: true },
  );
  const count = useLoad(
    useCallback(() => countHeld(client), [client]),
    { whenVisible: true },
  );
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const failed =
    (pages.state.kind === "failed" && pages.state.failure) ||
    (count.state.kind === "failed" && count.state.failure);
  const retry = () => {
    pages.retry();
    count.retry();
  };
  const held =
    pages.state.kind === "ready" && count.state.kind === "ready"
      ? { requests: pages.state.data.rows, total: count.state.data }
      : null;

  async function release(id: string, name: string) {
    setBusy(true);
    const answer = await releaseHeld(client, [id]);
    setBusy(false);
    if (!answer.ok) return setNotice({ text: copy.releaseFailed, failed: true });
    // Out of the pages shown and the count, as a fresh read would have it, with no read.
    pages.update((shown) => ({ ...shown, rows: shown.rows.filter((r) => r.id !== id) }));
    count.update((total) => total - answer.data);
    setNotice({ text: copy.released(name), failed: false });
    heading.current?.focus();
  }

  async function deleteAll(upTo: string, total: number) {
    setBusy(true);
    const answer = await deleteHeld(client, upTo);
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) return setNotice({ text: copy.deleteFailed, failed: true });
    setNotice({ text: copy.deleted(answer.data || total), failed: false });
    heading.current?.focus();
    retry();
  }

  const newest = held?.requests[0]?.created_at;
  return (
    <section aria-labelledby="held-title" className="grid gap-4">
      <h2 id="held-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      <div role="status">
        {notice && !notice.failed && <p className="text-ink">{notice.text}</p>}
      </div>
      <div role="alert">{notice?.failed && <p className={alertClass}>{notice.text}</p>}</div>
      {!held && !failed && <p role="status">{ownerConfig.loading}</p>}
      {failed && <LoadFailure failure={failed} onRetry={retry} />}
      {held && !held.requests.length && <p className="text-ink">{copy.empty}</p>}
      {held && newest && (
        <>
          <p className="font-semibold text-ink">{copy.count(held.requests.length, held.total)}</p>
          {confirming ? (
            <div className="grid gap-3 rounded-xl border-2 border-danger bg-white p-4">
              <p className="font-semibold text-ink">{copy.confirm(held.total)}</p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  aria-disabled={busy}
                  onClick={() => !busy && void deleteAll(newest, held.total)}
                  className={buttonVariants()}
                >
                  {copy.confirmYes}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(false)}
                  className={buttonVariants({ variant: "outline" })}
                >
                  {copy.confirmNo}
                </button>
              </div>
            </div>
          ) : (
            <div>
              <button
                type="button"
                onClick={() => setConfirming(true)}
                className={buttonVariants({ variant: "outline" })}
              >
                {copy.deleteAll(held.total)}
              </button>
            </div>
          )}
          <ul className="grid gap-3">
            {held.requests.map((request) => (
              <li
                key={request.id}
                className="grid gap-1 rounded-xl border-2 border-line bg-white p-4"
              >
                <p className="break-words text-lg font-semibold text-ink">
                  <bdi>{request.name}</bdi>
                </p>
                <p className="text-muted">
                  {[
                    ownerConfig.serviceNames[request.service],
                    request.city,
                    formatUsPhone(request.phone),
                  ].join(" · ")}
                </p>
                {request.notes && (
                  <p dir="auto" className="line-clamp-2 break-words text-ink">
                    {request.notes}
                  </p>
                )}
                <p className="text-sm text-muted">
                  {copy.reasons[request.held_reason]} · {exactTime(request.created_at)}
                </p>
                <div>
                  <button
                    type="button"
                    aria-disabled={busy}
                    aria-label={copy.releaseName(request.name)}
                    onClick={() => !busy && void release(request.id, request.name)}
                    className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-2`}
                  >
                    {copy.release}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <ShowMore {...pages.more} />
        </>
      )}
    </section>
  );
}
