/**
 * A push service on 127.0.0.1 that checks each push as a real one does, and the devices
 * subscribed to it, which decrypt what they are sent as a browser does.
 *
 * The service (RFC 8030 §5, RFC 8292 §4): a POST to a device's endpoint must carry
 * `Authorization: vapid t=<JWT>, k=<key>` where k is the key the device subscribed with and the
 * JWT is ES256-signed with it, its `aud` the service's origin, its `exp` within 24 hours and its
 * `sub` a contact; a TTL header; `Content-Encoding: aes128gcm`. It answers 201, or what a test
 * scripted for that device; a push that fails a check is answered 400, 401 or 403 and kept with
 * the reason. The device (RFC 8291 §3, over RFC 8188): decrypts the aes128gcm body with its
 * private key and auth secret.
 */
import { pushServiceCert, pushServiceKey, testCa } from "./push-tls.ts";
import type { Subscription } from "../notify-owner/push.ts";

export const fromBase64Url = (text: string) =>
  Uint8Array.fromBase64(text, { alphabet: "base64url" });
export const toBase64Url = (bytes: Uint8Array) =>
  bytes.toBase64({ alphabet: "base64url", omitPadding: true });
type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = (text: string): Bytes => new TextEncoder().encode(text);
const concat = (...parts: Bytes[]) => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (all.set(p, at), at + p.length), 0);
  return all;
};

/** A browser's side of a subscription: the keys it made and gave to the application. */
export type Device = {
  name: string;
  subscription: Subscription;
  privateKey: CryptoKey;
  publicKey: Bytes;
  authSecret: Bytes;
};

/** A device with a key pair and auth secret of its own, as PushManager.subscribe() makes them. */
export async function subscribe(service: { url: string }, name: string): Promise<Device> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const authSecret = crypto.getRandomValues(new Uint8Array(16));
  return {
    name,
    privateKey: pair.privateKey,
    publicKey,
    authSecret,
    subscription: {
      endpoint: `${service.url}/push/${name}`,
      p256dh: toBase64Url(publicKey),
      auth: toBase64Url(authSecret),
    },
  };
}

/** HKDF-SHA-256, extract then expand (RFC 5869), as RFC 8291 and RFC 8188 use it. */
async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt, info },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/**
 * The plaintext of an aes128gcm push message (RFC 8188 §2: salt, record size, key id = the
 * sender's public key, then records), decrypted by the device with the keys of RFC 8291 §3.3-3.4.
 */
export async function decrypt(
  body: Bytes,
  device: Pick<Device, "privateKey" | "publicKey" | "authSecret">,
): Promise<string> {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const salt = body.subarray(0, 16);
  const recordSize = view.getUint32(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, not a P-256 point`);
  if (record.length > recordSize) throw new Error("more than one record");

  const sender = await crypto.subtle.importKey(
    "raw",
    senderKey,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: sender }, device.privateKey, 256),
  );
  const keyInfo = concat(utf8("WebPush: info\0"), device.publicKey, senderKey);
  const ikm = await hkdf(device.authSecret, shared, keyInfo, 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record),
  );
  // The last record: the data, the delimiter 2, then any number of zeros (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return new TextDecoder().decode(padded.subarray(0, end));
}

export type Push = {
  device: string;
  /** What the service answered. */
  status: number;
  /** Why it refused the push, when a check failed. */
  problem?: string;
  headers: Headers;
  claims?: { aud?: unknown; exp?: unknown; sub?: unknown };
  body: Bytes;
};

/** Checks the VAPID header against the key the device subscribed with; the problem, or null. */
async function checkVapid(
  authorization: string,
  serverKey: string,
  origin: string,
  subject: string,
): Promise<{ problem: string; status: number } | { claims: Push["claims"] }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) return { problem: `not a vapid Authorization: ${authorization}`, status: 401 };
  const [, jwt = "", k = ""] = match;
  if (k !== serverKey) return { problem: "k is not the subscription's key", status: 403 };
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  const key = await crypto.subtle.importKey(
    "raw",
    fromBase64Url(k),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const signed = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromBase64Url(signature),
    utf8(`${header}.${payload}`),
  );
  if (!signed) return { problem: "the JWT's ES256 signature does not verify with k", status: 403 };
  const decode = (part: string) => JSON.parse(new TextDecoder().decode(fromBase64Url(part)));
  if (decode(header).alg !== "ES256") return { problem: "the JWT is not ES256", status: 403 };
  const claims = decode(payload);
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return { problem: `aud ${claims.aud} is not ${origin}`, status: 403 };
  if (!(typeof claims.exp === "number" && claims.exp > now && claims.exp <= now + 86400)) {
    return { problem: `exp ${claims.exp} is not within 24 hours`, status: 403 };
  }
  if (claims.sub !== subject)
    return { problem: `sub ${claims.sub} is not ${subject}`, status: 403 };
  return { claims };
}

/**
 * Starts the service. `answers` scripts the statuses given to a device's pushes in turn (the
 * last one repeats); every other push that passes the checks is answered 201.
 */
export function startPushService({
  vapidPublicKey,
  subject,
  answers = {},
}: {
  vapidPublicKey: string;
  subject: string;
  answers?: Record<string, number[]>;
}) {
  const pushes: Push[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, cert: pushServiceCert, key: pushServiceKey, onListen() {} },
    async (req) => {
      const url = new URL(req.url);
      const device = /^\/push\/([\w-]+)$/.exec(url.pathname)?.[1];
      const body = new Uint8Array(await req.arrayBuffer());
      if (req.method !== "POST" || !device) return new Response("Not found", { status: 404 });
      const push: Push = { device, status: 201, headers: new Headers(req.headers), body };
      pushes.push(push);
      const vapid = await checkVapid(
        req.headers.get("Authorization") ?? "",
        vapidPublicKey,
        url.origin,
        subject,
      );
      let refusal: { problem: string; status: number } | null = "problem" in vapid ? vapid : null;
      if ("claims" in vapid) push.claims = vapid.claims;
      if (!refusal && !/^\d+$/.test(req.headers.get("TTL") ?? "")) {
        refusal = { problem: "no TTL", status: 400 };
      }
      if (!refusal && req.headers.get("Content-Encoding") !== "aes128gcm") {
        refusal = { problem: "not aes128gcm", status: 415 };
      }
      if (refusal) {
        Object.assign(push, refusal);
        return new Response(refusal.problem, { status: refusal.status });
      }
      const script = answers[device] ?? [];
      const turn = pushes.filter((p) => p.device === device).length - 1;
      push.status = script[Math.min(turn, script.length - 1)] ?? 201;
      return new Response(null, {
        status: push.status,
        headers: push.status === 201 ? { Location: `${url.origin}/message/${pushes.length}` } : {},
      });
    },
  );
  // The function's fetch for push services, trusting this service's certificate authority.
  const client = Deno.createHttpClient({ caCerts: [testCa] });
  const trustingFetch: typeof fetch = (input, init) => fetch(input, { ...init, client });
  return {
    url: `https://127.0.0.1:${server.addr.port}`,
    pushes,
    fetch: trustingFetch,
    /** Takes the service down: its port refuses connections from then on. */
    stop: () => server.shutdown(),
    [Symbol.asyncDispose]: async () => {
      await server.shutdown();
      client.close();
    },
  };
}

/** A fresh VAPID key pair in the secrets' format, as scripts/vapid-keys.js makes one. */
export async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
  ])) as CryptoKeyPair;
  const publicKey = toBase64Url(
    new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)),
  );
  const { d } = await crypto.subtle.exportKey("jwk", pair.privateKey);
  return { publicKey, privateKey: d ?? "" };
}
