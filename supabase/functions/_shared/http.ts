import { timingSafeEqual } from "node:crypto";
// supabase-js's own list of the headers it sends (authorization, x-client-info, apikey,
// content-type and its newer ones), so a browser's preflight keeps passing as the SDK grows.
import { corsHeaders } from "@supabase/supabase-js/cors";

export { corsHeaders };

export const json = (body: unknown, status = 200, cors = corsHeaders): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...cors, "Content-Type": "application/json" },
  });

/** The answer to a CORS preflight, or null for any other request. */
export const preflight = (req: Request, cors = corsHeaders): Response | null =>
  req.method === "OPTIONS" ? new Response(null, { status: 204, headers: cors }) : null;

/**
 * The CORS headers of a function that anyone may call without an account (the request form's,
 * the residents' page's): only the site's origin (SITE_URL's) may read its answers, so that
 * another site's page cannot post through a visitor's browser and read the upload slots. Without
 * SITE_URL no origin may.
 */
export function siteCors(siteUrl: string | null | undefined): Record<string, string> {
  const origin = siteUrl ? URL.parse(siteUrl.trim())?.origin : undefined;
  const headers: Record<string, string> = { ...corsHeaders, Vary: "Origin" };
  delete headers["Access-Control-Allow-Origin"];
  if (origin && origin !== "null") headers["Access-Control-Allow-Origin"] = origin;
  return headers;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/**
 * The body as text, or null when it is larger than `maxBytes`: a declared length over it is
 * refused before a byte is read, and a body without one (chunked) is read only up to the bound.
 */
export async function limitedText(req: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(req.headers.get("Content-Length") ?? "");
  if (declared > maxBytes) return null;
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The SHA-256 of a text. */
const digest = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** The SHA-256 of a text, in hex: how a retry key is kept, and what an idempotency key is cut from. */
export async function sha256Hex(text: string): Promise<string> {
  return Array.from(await digest(text), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares digests in constant time, so timing reveals nothing about the secret. */
export async function sameSecret(given: string | null, secret: string) {
  return given !== null && timingSafeEqual(await digest(given), await digest(secret));
}

export type Env = (name: string) => string | undefined;

/** Reads required settings at once, naming the first missing one (never its value). */
export function requireEnv<const Names extends readonly string[]>(
  env: Env,
  names: Names,
): Record<Names[number], string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = env(name);
    if (!value) throw new Error(`Missing the ${name} secret`);
    values[name] = value;
  }
  return values as Record<Names[number], string>;
}

/**
 * The handler, answering a throw (the database unreachable, say) with a JSON 500 that carries the
 * CORS headers, so that the browser reads the answer rather than a CORS error; the error is
 * logged.
 */
export function guarded(handler: (req: Request) => Promise<Response>) {
  return async (req: Request): Promise<Response> => {
    try {
      return await handler(req);
    } catch (error) {
      console.error(`${new URL(req.url).pathname}: failed:`, error);
      return json({ error: "Something went wrong on our side. Please try again." }, 500);
    }
  };
}

/** Serves a handler; the edge runtime ignores the port, PORT lets `deno run` serve it locally. */
export function serve(handler: (req: Request) => Promise<Response>) {
  const port = Deno.env.get("PORT");
  Deno.serve(port ? { port: Number(port) } : {}, guarded(handler));
}
