import { type Env, sha256Hex } from "../_shared/http.ts";
import {
  isRetryKey,
  type PhotoUpload,
  photoBucket,
  photoPath,
  type SubmitAnswer,
  type SubmitBody,
  thumbPath,
} from "../_shared/intake.ts";
import { publicIntake, type Reply } from "../_shared/public-intake.ts";
import type { Json } from "../_shared/database.types.ts";
import { type ServerClient, serviceRoleClient } from "../_shared/supabase.ts";
import { type TurnstileCheck, turnstileFromEnv } from "../_shared/turnstile.ts";

export type SubmitSettings = {
  /** A service-role client: it calls public.submit_request and signs the photos' uploads. */
  supabase: ServerClient;
  /** Turnstile's check (turnstileFromEnv: fails closed unless the local stack skips it). */
  turnstile: TurnstileCheck;
  /** The site (SITE_URL): the one origin whose pages may read the answers. */
  siteUrl: string | null | undefined;
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
  const retryKey = b.retry_key ?? null;
  if (retryKey !== null && !isRetryKey(retryKey))
    return { problem: "The retry key is not 32 to 128 letters, digits, - or _." };
  return { body: { request: b.request, turnstile_token: token ?? null, retry_key: retryKey } };
}

/**
 * The request form's way in. It takes JSON only, from the site's origin only (CORS), refuses a
 * body over 16 kB before parsing it, checks the Turnstile token with siteverify, then stores the
 * request through public.submit_request (the database's CHECKs, limits and hold), handing it the
 * visitor's address, the check's outcome and the SHA-256 of the form's retry key, and answers the
 * request's id with a signed upload for each of its photos, `<id>/1.jpg` to
 * `<id>/<photo_count>.jpg`, and for each one's small copy, `<id>/<n>.thumb.jpg`; none for a held
 * request. A refusal by the database keeps its status
 * (429 for the daily cap of held requests, 400 for a CHECK) and its details.
 */
export function createSubmitRequest(settings: SubmitSettings) {
  const { supabase } = settings;

  async function uploadsFor(id: string, photoCount: number): Promise<PhotoUpload[]> {
    const bucket = supabase.storage.from(photoBucket);
    const paths = Array.from({ length: photoCount }, (_, i) => [
      photoPath(id, i + 1),
      thumbPath(id, i + 1),
    ]).flat();
    const signed = await Promise.all(
      paths.map(async (path) => {
        const { data, error } = await bucket.createSignedUploadUrl(path);
        if (error) console.error(`submit-request: no upload for ${path}:`, error.message);
        return data ? { path, token: data.token } : null;
      }),
    );
    return signed.filter((upload): upload is PhotoUpload => upload !== null);
  }

  /**
   * A request sent again with the same id: an earlier attempt was stored, its answer lost. The
   * sender, who sends the retry key it sent the first time, gets the answer it would have had,
   * its photos' uploads included while they are fresh (public.request_photos_again); anyone else
   * gets the id alone.
   */
  async function again(id: string, keyHash: string | null, reply: Reply): Promise<Response> {
    const { data, error } = await supabase.rpc("request_photos_again", {
      request_id: id,
      retry_key_hash: keyHash ?? "",
    });
    if (error || typeof data !== "number") {
      return reply({ error: "This request could not be stored.", details: null }, 409);
    }
    return reply({ id, uploads: await uploadsFor(id, data) } satisfies SubmitAnswer);
  }

  async function store(body: SubmitBody, address: string | null, reply: Reply) {
    const verification = await settings.turnstile(body.turnstile_token, address);
    const keyHash = body.retry_key ? await sha256Hex(body.retry_key) : null;
    const { data, error, status } = await supabase.rpc("submit_request", {
      // Parsed from the request's JSON body, so JSON all through.
      request: body.request as Json,
      client_address: address,
      verification,
      retry_key_hash: keyHash ?? undefined,
    });
    if (error) {
      if (error.code === "23505" && typeof body.request.id === "string")
        return again(body.request.id, keyHash, reply);
      if (status === 429) return reply({ error: error.message, details: error.details }, 429);
      if (status >= 400 && status < 500) {
        return reply(
          { error: "This request could not be stored.", details: error.details ?? error.message },
          400,
        );
      }
      console.error("submit-request: the database failed:", status, error);
      return reply(
        {
          error: "Our request system is having trouble right now. Please try again.",
          details: null,
        },
        502,
      );
    }
    const stored = data as { id: string; held: boolean; photo_count: number };
    const uploads = stored.held ? [] : await uploadsFor(stored.id, stored.photo_count);
    return reply({ id: stored.id, uploads } satisfies SubmitAnswer);
  }

  return publicIntake(settings.siteUrl, (text, address, reply) => {
    const parsed = parse(text);
    if ("problem" in parsed)
      return Promise.resolve(reply({ error: parsed.problem, details: null }, 400));
    return store(parsed.body, address, reply);
  });
}

export function submitRequestFromEnv(env: Env) {
  return createSubmitRequest({
    supabase: serviceRoleClient(env),
    turnstile: turnstileFromEnv(env),
    siteUrl: env("SITE_URL"),
  });
}
