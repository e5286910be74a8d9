import type { Tables } from "@/lib/database.types";
import { read, type Result } from "@/lib/result";
import type { Client } from "./requests";

/**
 * What the owner sees of the link sent for a request: when it was sent, opened and answered, and
 * the deposits paid through it (refunded ones left out).
 */
export type QuoteLink = Pick<
  Tables<"quote_links">,
  | "id"
  | "created_at"
  | "sent_at"
  | "emailed_at"
  | "viewed_at"
  | "accepted_at"
  | "accepted_day"
  | "declined_at"
> & { deposit_paid_cents: number };

const linkColumns =
  "id, created_at, sent_at, emailed_at, viewed_at, accepted_at, accepted_day, declined_at";

/** The request's link in use, or null when none was made or the last was revoked. */
export async function getQuoteLink(
  supabase: Client,
  requestId: string,
): Promise<Result<QuoteLink | null>> {
  const { data, error, status } = await supabase
    .from("quote_links")
    .select(linkColumns)
    .eq("request_id", requestId)
    .is("revoked_at", null)
    .maybeSingle()
    .retry(false);
  if (error) return read({ data: null, error, status });
  if (!data) return { ok: true, data: null };
  const paid = await supabase
    .from("quote_deposits")
    .select("amount_cents")
    .eq("link_id", data.id)
    .eq("status", "paid")
    .retry(false);
  if (paid.error) return read({ data: null, error: paid.error, status: paid.status });
  const cents = paid.data.reduce((sum, row) => sum + row.amount_cents, 0);
  return { ok: true, data: { ...data, deposit_paid_cents: cents } };
}

/**
 * A new link for the request's saved quote (public.create_quote_link, which revokes the last),
 * with up to three days the customer may choose from: its token, the only time the token is
 * seen, and the link's row.
 */
export async function createQuoteLink(
  supabase: Client,
  requestId: string,
  offeredDays: string[] = [],
): Promise<Result<{ token: string; link: QuoteLink }>> {
  const made = read(
    await supabase.rpc("create_quote_link", { request_id: requestId, offered_days: offeredDays }),
  );
  if (!made.ok) return made;
  const link = await getQuoteLink(supabase, requestId);
  if (!link.ok) return link;
  return link.data
    ? { ok: true, data: { token: made.data, link: link.data } }
    : { ok: false, failure: "other" };
}

/** Marks the link sent, when the owner opens the draft that carries it. */
export async function markQuoteSent(supabase: Client, linkId: string): Promise<Result<null>> {
  const { error, status } = await supabase
    .from("quote_links")
    .update({ sent_at: new Date().toISOString() })
    .eq("id", linkId);
  return error ? read({ data: null, error, status }) : { ok: true, data: null };
}

/** Revokes the link: the customer's page answers 404 from then on, for good. */
export async function revokeQuoteLink(supabase: Client, linkId: string): Promise<Result<null>> {
  const { error, status } = await supabase
    .from("quote_links")
    .update({ revoked_at: new Date().toISOString() })
    .eq("id", linkId);
  return error ? read({ data: null, error, status }) : { ok: true, data: null };
}

/** What became of "E-mail the quote": sent (now or before), no address to send to, or failed. */
export type EmailResult = "emailed" | "no_email" | "failed";

/**
 * E-mails the link to the customer through notify-owner, which checks the token is this
 * request's link in use and sends it once per link (a second tap answers as the first).
 */
export async function emailQuoteLink(
  supabase: Client,
  requestId: string,
  token: string,
): Promise<EmailResult> {
  const { error } = await supabase.functions.invoke("notify-owner", {
    body: { quote_email: { request_id: requestId, token } },
  });
  if (!error) return "emailed";
  const context: unknown = (error as { context?: unknown }).context;
  return context instanceof Response && context.status === 409 ? "no_email" : "failed";
}
