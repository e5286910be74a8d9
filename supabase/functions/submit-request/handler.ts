import type { SupabaseClient } from "npm:@supabase/supabase-js@2.109.0";
import { type Env, json, limitedText, preflight } from "../_shared/http.ts";
import {
  maxBodyBytes,
  type PhotoUpload,
  photoBucket,
  type SubmitAnswer,
  type SubmitBody,
} from "../_shared/intake.ts";
import { serviceRoleClient } from "../_shared/supabase.ts";
import { type TurnstileCheck, turnstileFromEnv, type Verification } from "./turnstile.ts";

export type SubmitSettings = {
  /** A service-role client: it calls public.submit_request and signs the photos' uploads. */
  supabase: SupabaseClient;
  /** Turnstile's check, or null when no secret is set (the check is skipped). */
  turnstile: TurnstileCheck | null;
};

/** The form's columns of service_requests, the only ones a visitor may send. */
const columns = new Set([
  "id",
  "service",
  "name",
  "phone",
  "email",
  "address",
  "unit",
  "city",
  "rooms",
  "garage_size",
  "start_date",
  "contact_method",
  "notes",
  "property_name",
  "units",
  "sms_consent",
  "photo_count",
  "source_page",
  "source_host",
]);

/** How long after a request an attempt repeating its id may still get its photos' uploads. */
const photoWindowMs = 30 * 60 * 1000;

const refusal = (error: string, status: number, details: string | null = null) =>
  json({ error, details }, status);

const tooLarge = () => refusal("This request is too large.", 413);
const serverTrouble = () =>
  refusal("Our request system is having trouble right now. Please try again.", 502);

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * The visitor's address: `cf-connecting-ip`, which Cloudflare, in front of every Supabase
 * project, sets to the address that connected to it, replacing whatever the client sent
 * (docs/decisions/0008-trusted-client-address.md). Null without it, or when it is no address.
 */
export function clientAddress(req: Request): string | null {
  const value = req.headers.get("cf-connecting-ip")?.trim() ?? "";
  if (ipv4.test(value)) return value;
  if (!value.includes(":")) return null;
  // The URL parser accepts exactly the IPv6 literals, and writes them in their short form.
  const host = URL.parse(`http://[${value}]/`)?.hostname;
  return host ? host.slice(1, -1) : null;
}

/** The request's columns from the body, or the reason the body is not one. */
function parse(text: string): { body: SubmitBody } | { problem: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: "The request is not JSON." };
  }
  const b = body as Partial<SubmitBody> | null;
  if (typeof b?.request !== "object" || b.request === null || Array.isArray(b.request))
    return { problem: "The request is missing." };
  const unknown = Object.keys(b.request).find((key) => !columns.has(key));
  if (unknown) return { problem: `The request has no field ${JSON.stringify(unknown)}.` };
  const token = b.turnstile_token;
  if (token !== undefined && token !== null && typeof token !== "string")
    return { problem: "The check's token is not text." };
  return { body: { request: b.request, turnstile_token: token ?? null } };
}

/**
 * The request form's way in. It refuses a body over 16 kB before parsing it, checks the
 * Turnstile token with siteverify, then stores the request through public.submit_request (the
 * database's CHECKs, limits and hold), handing it the visitor's address and the check's outcome,
 * and answers the request's id with a signed upload for each of its photos: `<id>/1.jpg` to
 * `<id>/<photo_count>.jpg`, none for a held request. A refusal by the database keeps its status
 * (429 for the daily cap of held requests, 400 for a CHECK) and its details.
 */
export function createSubmitRequest(settings: SubmitSettings) {
  const { supabase } = settings;

  async function uploadsFor(id: string, photoCount: number): Promise<PhotoUpload[]> {
    const bucket = supabase.storage.from(photoBucket);
    const signed = await Promise.all(
      Array.from({ length: photoCount }, async (_, i) => {
        const path = `${id}/${i + 1}.jpg`;
        const { data, error } = await bucket.createSignedUploadUrl(path);
        if (error) console.error(`submit-request: no upload for ${path}:`, error.message);
        return data ? { path, token: data.token } : null;
      }),
    );
    return signed.filter((upload): upload is PhotoUpload => upload !== null);
  }

  /**
   * A request sent again with the same id: an earlier attempt was stored, its answer lost. It
   * gets the answer it would have had, its photos' uploads included while they are fresh.
   */
  async function again(id: unknown): Promise<Response> {
    const { data, error } = await supabase
      .from("service_requests")
      .select("id, status, photo_count, created_at")
      .eq("id", String(id))
      .maybeSingle();
    if (error || !data) return refusal("This request could not be stored.", 409);
    const row = data as { id: string; status: string; photo_count: number; created_at: string };
    const fresh = Date.now() - Date.parse(row.created_at) < photoWindowMs;
    const uploads = row.status !== "held" && fresh ? await uploadsFor(row.id, row.photo_count) : [];
    return json({ id: row.id, uploads } satisfies SubmitAnswer);
  }

  async function store(body: SubmitBody, address: string | null): Promise<Response> {
    const verification: Verification = settings.turnstile
      ? await settings.turnstile(body.turnstile_token, address)
      : "unchecked";
    const { data, error, status } = await supabase.rpc("submit_request", {
      request: body.request,
      client_address: address,
      verification,
    });
    if (error) {
      if (error.code === "23505" && body.request.id !== undefined) return again(body.request.id);
      if (status === 429) return refusal(error.message, 429, error.details);
      if (status >= 400 && status < 500) {
        return refusal("This request could not be stored.", 400, error.details ?? error.message);
      }
      console.error("submit-request: the database failed:", status, error);
      return serverTrouble();
    }
    const stored = data as { id: string; held: boolean; photo_count: number };
    const uploads = stored.held ? [] : await uploadsFor(stored.id, stored.photo_count);
    return json({ id: stored.id, uploads } satisfies SubmitAnswer);
  }

  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);
    const text = await limitedText(req, maxBodyBytes);
    if (text === null) return tooLarge();
    const parsed = parse(text);
    if ("problem" in parsed) return refusal(parsed.problem, 400);
    return store(parsed.body, clientAddress(req));
  };
}

export function submitRequestFromEnv(env: Env) {
  return createSubmitRequest({
    supabase: serviceRoleClient(env),
    turnstile: turnstileFromEnv(env),
  });
}
