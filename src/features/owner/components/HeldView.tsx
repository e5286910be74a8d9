import { useCallback, useRef, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { deleteHeld, listHeld, releaseHeld, type Held } from "@/features/owner/api/held";
import type { Client } from "@/features/owner/api/requests";
import { useLoad } from "@/lib/use-load";
import { exactTime } from "@/features/owner/lib/time";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { formatUsPhone } from "@/lib/phone";
import { LoadFailure } from "./LoadFailure";

const copy = ownerConfig.held;

/** What the last tap came to: said politely, or as an alert when it failed. */
type Notice = { text: string; failed: boolean } | null;

/**
 * The requests the intake held back (a failed human check, a limit passed): each with Release,
 * which makes it a new request, and Delete all, asked twice. Held requests are in no other view.
 */
export function HeldView({ client }: { client: Client }) {
  const { state, retry } = useLoad(
    useCallback(() => listHeld(client), [client]),
    { whenVisible: true },
  );
  // Released since the last load, kept with the load they change: a fresh load (retry, the tab
  // shown again) lists the database as it is.
  const [releasedFrom, setReleasedFrom] = useState<{ load: Held; ids: string[] } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const loaded = state.kind === "ready" ? state.data : null;
  const released = loaded && releasedFrom?.load === loaded ? releasedFrom.ids : [];
  const held: Held | null = loaded && {
    requests: loaded.requests.filter((r) => !released.includes(r.id)),
    total: loaded.total - released.length,
  };

  async function release(load: Held, id: string, name: string) {
    setBusy(true);
    const answer = await releaseHeld(client, [id]);
    setBusy(false);
    if (!answer.ok) return setNotice({ text: copy.releaseFailed, failed: true });
    setReleasedFrom((before) => ({
      load,
      ids: [...(before?.load === load ? before.ids : []), id],
    }));
    setNotice({ text: copy.released(name), failed: false });
    heading.current?.focus();
  }

  async function deleteAll(upTo: string, count: number) {
    setBusy(true);
    const answer = await deleteHeld(client, upTo);
    setBusy(false);
    setConfirming(false);
    if (!answer.ok) return setNotice({ text: copy.deleteFailed, failed: true });
    setNotice({ text: copy.deleted(answer.data || count), failed: false });
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
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
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
                    onClick={() =>
                      loaded && !busy && void release(loaded, request.id, request.name)
                    }
                    className={`${buttonVariants({ variant: "outline", size: "sm" })} mt-2`}
                  >
                    {copy.release}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
