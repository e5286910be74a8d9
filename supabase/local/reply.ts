import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** An HTTP answer of the local Supabase server's services. */
export type Reply = { status: number; body: string | Uint8Array; headers?: Record<string, string> };

export const jsonReply = (body: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json; charset=utf-8" },
});

/**
 * The types Supabase's API gateway compresses (its Envoy's compressor filters, brotli first, then
 * gzip, for answers of 100 bytes or more without an ETag: ansible/files/envoy_config/lds.yaml in
 * supabase/postgres). A phone then downloads PostgREST's JSON compressed, as it does from a
 * hosted project, and what it waits for is measured as it would be there.
 */
const compressedTypes = new Set([
  "application/json",
  "application/vnd.pgrst.object+json",
  "application/vnd.pgrst.array+json",
  "application/openapi+json",
  "application/geo+json",
  "text/csv",
  "text/plain",
]);

/** The reply as the gateway sends it to a client that accepts `acceptEncoding`. */
export function compressed(reply: Reply, acceptEncoding = ""): Reply {
  const headers = reply.headers ?? {};
  const type = Object.entries(headers)
    .find(([name]) => name.toLowerCase() === "content-type")?.[1]
    ?.split(";")[0]
    ?.trim();
  const hasEtag = Object.keys(headers).some((name) => name.toLowerCase() === "etag");
  if (!type || !compressedTypes.has(type) || hasEtag || reply.body.length < 100) return reply;
  const accepts = (coding: string) =>
    new RegExp(`(^|,)\\s*${coding}\\s*(;|,|$)`).test(acceptEncoding);
  const body = typeof reply.body === "string" ? Buffer.from(reply.body) : reply.body;
  const vary = { Vary: "Accept-Encoding" };
  if (accepts("br"))
    return {
      ...reply,
      headers: { ...headers, ...vary, "Content-Encoding": "br" },
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }),
    };
  if (accepts("gzip"))
    return {
      ...reply,
      headers: { ...headers, ...vary, "Content-Encoding": "gzip" },
      body: gzipSync(body),
    };
  return reply;
}
