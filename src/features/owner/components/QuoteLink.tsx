import { useCallback, useEffect, useState } from "react";
import { quotePagePrefix } from "@shared/quote";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import {
  createQuoteLink,
  emailQuoteLink,
  getQuoteLink,
  markQuoteSent,
  revokeQuoteLink,
  type QuoteLink as Link,
} from "@/features/owner/api/quote-links";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { quoteLinkHref } from "@/features/owner/lib/links";
import { exactTime } from "@/features/owner/lib/time";
import { subscribeToQuoteChanges } from "@/features/owner/api/live";
import { formatMoney } from "@/lib/money";
import { businessDay } from "@/lib/service-request";
import { TextInput } from "@/components/ui/TextInput";
import { useLoad } from "@/lib/use-load";

const copy = ownerConfig.quoteLink;

type Props = { client: Client; request: InboxRequest };

/** What became of the link, the latest step first: answered, viewed, sent, or made. */
function linkState(link: Link): string {
  if (link.accepted_at) return copy.states.accepted(exactTime(link.accepted_at));
  if (link.declined_at) return copy.states.declined(exactTime(link.declined_at));
  if (link.viewed_at) return copy.states.viewed(exactTime(link.viewed_at));
  if (link.sent_at) return copy.states.sent(exactTime(link.sent_at));
  return copy.made(exactTime(link.created_at));
}

/**
 * The customer's link to the saved quote: made with one tap, written out with the text draft that
 * carries it and, for a customer who gave an address, "E-mail the quote" (once per link; the token
 * exists only on this screen, once: after a reload a new link replaces the last), its state, and
 * Revoke.
 */
export function QuoteLink({ client, request }: Props) {
  const load = useCallback(() => getQuoteLink(client, request.id), [client, request.id]);
  const { state, refresh, update } = useLoad(load);
  const link = state.kind === "ready" ? state.data : null;
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState<"making" | "revoking" | "emailing" | null>(null);
  const [note, setNote] = useState<
    "revoked" | "failed" | "no_email" | "email_failed" | "past_day" | null
  >(null);
  // Up to three days to offer, when no day is agreed yet: empty ones are left out.
  const [days, setDays] = useState(["", "", ""]);
  // The customer's answer and payment show while the page is open, and a quote saved anew (which
  // asks for a new acceptance) shows at once.
  useEffect(
    () => subscribeToQuoteChanges(client, request.id, refresh),
    [client, request.id, refresh],
  );
  const [quoted, setQuoted] = useState(request.quote_cents);
  if (quoted !== request.quote_cents) {
    setQuoted(request.quote_cents);
    refresh();
  }

  if (request.quote_cents === null) return null;
  const url = token && new URL(`${quotePagePrefix}/${token}`, window.location.origin).href;
  const textHref = url && quoteLinkHref(request, url);

  const make = async () => {
    const offered = request.scheduled_for ? [] : days.filter(Boolean);
    if (offered.some((day) => day < businessDay())) return setNote("past_day");
    setBusy("making");
    setNote(null);
    const made = await createQuoteLink(client, request.id, offered);
    setBusy(null);
    if (!made.ok) return setNote("failed");
    update(() => made.data.link);
    setToken(made.data.token);
  };
  const revoke = async () => {
    if (!link) return;
    setBusy("revoking");
    const done = await revokeQuoteLink(client, link.id);
    setBusy(null);
    if (!done.ok) return setNote("failed");
    update(() => null);
    setToken(null);
    setNote("revoked");
  };
  const emailIt = async () => {
    if (!link || !token || busy !== null) return;
    setBusy("emailing");
    setNote(null);
    const result = await emailQuoteLink(client, request.id, token);
    setBusy(null);
    if (result === "emailed") refresh();
    else setNote(result === "no_email" ? "no_email" : "email_failed");
  };
  const sent = () => {
    if (!link || link.sent_at) return;
    const at = new Date().toISOString();
    void markQuoteSent(client, link.id).then((done) => {
      if (done.ok) update((current) => current && { ...current, sent_at: at });
    });
  };

  return (
    <section aria-labelledby="quote-link-title" className="grid gap-3">
      <h4 id="quote-link-title" className="text-lg font-bold text-ink">
        {copy.title}
      </h4>
      <p className="text-ink">{copy.lead}</p>
      {link && (
        <div role="status" className="grid gap-1 font-semibold text-brand-dark">
          <p>{linkState(link)}</p>
          {link.emailed_at && <p>{copy.emailed(exactTime(link.emailed_at))}</p>}
          {link.deposit_paid_cents > 0 && (
            <p>{copy.depositPaid(formatMoney(link.deposit_paid_cents))}</p>
          )}
        </div>
      )}
      {url && (
        <>
          <p className="grid gap-1">
            <span className="font-medium text-ink">{copy.address}</span>
            <output className="break-all rounded-lg border-2 border-line bg-white p-3 text-ink">
              {url}
            </output>
          </p>
          <div className="flex flex-wrap gap-3">
            {textHref && (
              <a href={textHref} onClick={sent} className={buttonVariants()}>
                {copy.text}
              </a>
            )}
            {request.email && !link?.emailed_at && (
              <button
                type="button"
                aria-disabled={busy !== null}
                onClick={() => void emailIt()}
                className={buttonVariants({ variant: "outline" })}
              >
                {busy === "emailing" ? copy.emailing : copy.email}
              </button>
            )}
          </div>
          {!textHref && <p className="text-ink">{copy.noPhone}</p>}
        </>
      )}
      {!url && !request.scheduled_for && (
        <fieldset className="grid gap-3" aria-describedby="quote-days-hint">
          <legend className="font-medium text-ink">{copy.days}</legend>
          <p id="quote-days-hint" className="text-sm text-muted">
            {copy.daysHint}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            {days.map((day, i) => (
              <TextInput
                key={i}
                id={`quote-day-${i + 1}`}
                label={copy.day(i + 1)}
                type="date"
                min={businessDay()}
                value={day}
                onChange={(event) =>
                  setDays((now) => now.map((d, j) => (j === i ? event.target.value : d)))
                }
              />
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        {!url && (
          <button
            type="button"
            aria-disabled={busy !== null}
            onClick={() => busy === null && void make()}
            className={buttonVariants({ variant: link ? "outline" : "primary" })}
          >
            {busy === "making" ? copy.making : link ? copy.makeAgain : copy.make}
          </button>
        )}
        {link && (
          <button
            type="button"
            aria-disabled={busy !== null}
            onClick={() => busy === null && void revoke()}
            className={buttonVariants({ variant: "ghost" })}
          >
            {busy === "revoking" ? copy.revoking : copy.revoke}
          </button>
        )}
      </div>
      <div role="status">{note === "revoked" && <p className="text-ink">{copy.revoked}</p>}</div>
      <div role="alert">
        {note === "failed" && <p className={alertClass}>{copy.failed}</p>}
        {note === "email_failed" && <p className={alertClass}>{copy.emailFailed}</p>}
        {note === "no_email" && <p className={alertClass}>{copy.noEmail}</p>}
        {note === "past_day" && <p className={alertClass}>{copy.pastDay}</p>}
      </div>
    </section>
  );
}
