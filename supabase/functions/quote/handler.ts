import { depositCents, type DepositRule, depositRule } from "../_shared/deposit.ts";
import type { Env } from "../_shared/http.ts";
import { photoBucket, requestPhotoPath } from "../_shared/intake.ts";
import { publicIntake, type Reply } from "../_shared/public-intake.ts";
import {
  type DeclineReason,
  declineReasons,
  isQuoteToken,
  type QuoteBody,
  type QuotePage,
} from "../_shared/quote.ts";
import { sha256Hex } from "../_shared/http.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";

export type QuoteSettings = {
  /** A service-role client: it calls public.quote_page and public.answer_quote. */
  supabase: ServerClient;
  /** The site (SITE_URL): the one origin whose pages may read the answers. */
  siteUrl: string | null | undefined;
  /** The owner's deposit rule (supabase/functions/_shared/deposit.ts); tests pass their own. */
  deposit?: DepositRule;
};

/** The photos' signed URLs live this long: enough to look at the page, too short to pass on. */
const photoSeconds = 60 * 60;

const isDay = (value: unknown): value is string =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The body, or the reason it is not one (a bad token is a 404 like an unknown one). */
function parse(text: string): { body: QuoteBody } | { problem: string } | { unknown: true } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "The request is not JSON." };
  }
  const b = body as Record<string, unknown> | null;
  if (typeof b !== "object" || b === null) return { problem: "The request is not an object." };
  if (!isQuoteToken(b.token)) return { unknown: true };
  if (b.action === "open") return { body: { token: b.token, action: "open" } };
  if (b.action === "accept") {
    if (b.day !== undefined && b.day !== null && !isDay(b.day))
      return { problem: "The day is not a date." };
    return { body: { token: b.token, action: "accept", day: isDay(b.day) ? b.day : null } };
  }
  if (b.action === "decline") {
    const reason = b.reason ?? null;
    if (reason !== null && !declineReasons.includes(reason as never))
      return { problem: "The reason is not one of the choices." };
    return {
      body: { token: b.token, action: "decline", reason: reason as DeclineReason | null },
    };
  }
  return { problem: "The action is not open, accept or decline." };
}

const notFound = (reply: Reply) => reply({ error: "No such quote." }, 404);

/**
 * The customer's quote page's way in, by the link's token alone: JSON from the site's origin
 * only (as the other public functions). `open` answers what the page shows (public.quote_page:
 * this request and nothing of another, the link marked viewed); `accept` and `decline` record the
 * answer (public.answer_quote: the same answer twice changes nothing) and answer the page as it
 * now stands. A malformed, unknown or revoked token is a 404. The quote and the deposit come
 * from the database's row and the owner's rule, never from the body.
 */
export function createQuote(settings: QuoteSettings) {
  const { supabase } = settings;
  const rule = settings.deposit ?? depositRule;

  async function page(hash: string, reply: Reply): Promise<Response> {
    const { data, error } = await supabase.rpc("quote_page", { token_hash: hash }).maybeSingle();
    if (error) {
      console.error("quote: the database failed:", error);
      return reply({ error: "Our system is having trouble right now." }, 502);
    }
    if (!data) return notFound(reply);
    const paths = Array.from({ length: data.photo_count }, (_, i) =>
      requestPhotoPath(data.request_id, i + 1),
    );
    const signed = paths.length
      ? await supabase.storage.from(photoBucket).createSignedUrls(paths, photoSeconds)
      : { data: [] };
    const photos = (signed.data ?? []).flatMap((entry) =>
      entry.signedUrl ? [entry.signedUrl] : [],
    );
    const answer: QuotePage["answer"] = data.declined
      ? { kind: "declined" }
      : data.accepted_cents === data.quote_cents
        ? { kind: "accepted", day: data.accepted_day }
        : null;
    return reply({
      service: data.service as QuotePage["service"],
      garage_size: data.garage_size,
      rooms: data.rooms,
      units: data.units,
      property_name: data.property_name,
      address: data.address,
      unit: data.unit,
      city: data.city,
      photos,
      quote_cents: data.quote_cents,
      deposit_cents: depositCents(data.quote_cents, rule),
      scheduled_for: data.scheduled_for,
      scheduled_from: data.scheduled_from,
      scheduled_until: data.scheduled_until,
      offered_days: data.offered_days,
      answer,
    } satisfies QuotePage);
  }

  async function answer(body: QuoteBody, hash: string, reply: Reply): Promise<Response> {
    if (body.action === "open") return page(hash, reply);
    const { data, error } = await supabase.rpc("answer_quote", {
      token_hash: hash,
      accept: body.action === "accept",
      day: body.action === "accept" ? (body.day ?? undefined) : undefined,
      reason: body.action === "decline" ? (body.reason ?? undefined) : undefined,
    });
    if (error) {
      if (error.message === "day")
        return reply({ error: "That day is not one of the days offered.", code: "day" }, 409);
      if (error.message === "answered")
        return reply({ error: "This quote was already answered.", code: "answered" }, 409);
      console.error("quote: the database failed:", error);
      return reply({ error: "Our system is having trouble right now." }, 502);
    }
    if (!data) return notFound(reply);
    return page(hash, reply);
  }

  return publicIntake(settings.siteUrl, async (text, _address, reply) => {
    const parsed = parse(text);
    if ("unknown" in parsed) return notFound(reply);
    if ("problem" in parsed) return reply({ error: parsed.problem }, 400);
    return answer(parsed.body, await sha256Hex(parsed.body.token), reply);
  });
}

export function quoteFromEnv(env: Env) {
  return createQuote({ supabase: serviceRoleClient(env), siteUrl: env("SITE_URL") });
}
