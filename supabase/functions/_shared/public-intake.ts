// What the functions anyone may call without an account share (submit-request for the request
// form, submit-report for the residents' page): the site's origin alone in CORS, JSON bodies
// alone, a bound on the body read, and the visitor's address.
import { json, limitedText, preflight, siteCors } from "./http.ts";
import { maxBodyBytes } from "./intake.ts";

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/**
 * The visitor's address: `cf-connecting-ip`, which Cloudflare, in front of every Supabase
 * project, sets to the address that connected to it, replacing whatever the client sent
 * (docs/decisions/0008-trusted-client-address.md). Null without it, or when it is no address.
 */
function clientAddress(req: Request): string | null {
  const value = req.headers.get("cf-connecting-ip")?.trim() ?? "";
  if (ipv4.test(value)) return value;
  if (!value.includes(":")) return null;
  // The URL parser accepts exactly the IPv6 literals, and writes them in their short form.
  const host = URL.parse(`http://[${value}]/`)?.hostname;
  return host ? host.slice(1, -1) : null;
}

/**
 * A JSON body, the only kind the site sends. A form of another site can post text/plain,
 * urlencoded or multipart with no preflight; application/json needs one, which only the site's
 * origin passes.
 */
const isJson = (req: Request) =>
  req.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() === "application/json";

/** How a public function answers: JSON with the site's CORS headers. */
export type Reply = (body: unknown, status?: number) => Response;

/**
 * A public function's door: the CORS preflight, POST only, JSON only (415), at most maxBodyBytes
 * (413, before the body is read whole); then `handle` gets the body's text and the visitor's
 * address.
 */
export function publicIntake(
  siteUrl: string | null | undefined,
  handle: (text: string, address: string | null, reply: Reply) => Promise<Response>,
) {
  const cors = siteCors(siteUrl);
  const reply: Reply = (body, status = 200) => json(body, status, cors);
  return async (req: Request): Promise<Response> => {
    const early = preflight(req, cors);
    if (early) return early;
    if (req.method !== "POST") return reply({ error: "Method not allowed" }, 405);
    if (!isJson(req)) {
      await req.body?.cancel();
      return reply({ error: "Send the request as application/json.", details: null }, 415);
    }
    const text = await limitedText(req, maxBodyBytes);
    if (text === null) return reply({ error: "This request is too large.", details: null }, 413);
    return handle(text, clientAddress(req), reply);
  };
}
