/**
 * A push service on 127.0.0.1, as FCM's or Mozilla's autopush is to notify-owner, and the devices
 * subscribed to it, which decrypt what they are sent as a browser does. One module for every test
 * that pushes: the Deno tests of the function, the unit tests and the browser journeys (in Node);
 * it uses only Web Crypto and Node's modules, which Deno has too.
 *
 * The service speaks HTTPS (push endpoints are https) with the tests' own certificate authority
 * (supabase/functions/tests/push-tls.ts), which the caller's client is told to trust. It checks
 * each push as a push service does (RFC 8030 §5, RFC 8292 §2-4) and answers as one:
 * - 404 to an endpoint it does not know, 410 to a subscription that has expired (RFC 8030 §7.3;
 *   autopush and FCM answer the same: the subscription is gone for good);
 * - 401 without `Authorization: vapid t=<JWT>, k=<key>`; 403 when k is not the key the device
 *   subscribed with, or the JWT is not ES256-signed with it, its `aud` the service's origin, its
 *   `exp` within 24 hours and its `sub` the contact given;
 * - 400 without a TTL, 415 for a body that is not `Content-Encoding: aes128gcm`;
 * - else 201 with a Location, or what a test scripted for that device.
 * Every push is kept, with the reason when it was refused.
 *
 * The devices (RFC 8291 §3, over RFC 8188) have a P-256 key pair and an auth secret of their own.
 */
import { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pushServiceCert, pushServiceKey, testCa } from "../functions/tests/push-tls.ts";

type Bytes = Uint8Array<ArrayBuffer>;

export const fromBase64Url = (text: string): Bytes =>
  new Uint8Array(Buffer.from(text, "base64url"));
export const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const utf8 = (text: string): Bytes => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]): Bytes => {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (all.set(p, at), at + p.length), 0);
  return all;
};

/** A browser's side of a subscription, as PushManager.subscribe() makes it. */
export type Device = {
  /** The last part of its endpoint, by which the service's pushes name it. */
  name: string;
  /** What the browser gives the application (the row of push_subscriptions). */
  subscription: { endpoint: string; p256dh: string; auth: string };
  /** The private half of p256dh, which stays in the browser. */
  privateKey: CryptoKey;
  publicKey: Bytes;
  authSecret: Bytes;
};

async function newDevice(url: string, name: string): Promise<Device> {
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
      endpoint: `${url}/push/${name}`,
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
  /** The device's name: the last part of the endpoint pushed to. */
  device: string;
  /** What the service answered. */
  status: number;
  /** Why it refused the push, when it did. */
  problem?: string;
  headers: Headers;
  claims?: { aud?: unknown; exp?: unknown; sub?: unknown };
  body: Bytes;
};

type Refusal = { problem: string; status: number };

/** Checks the VAPID header against the key the device subscribed with. */
async function checkVapid(
  authorization: string,
  serverKey: string,
  origin: string,
  subject: string,
): Promise<Refusal | { claims: Push["claims"] }> {
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

async function readBody(req: IncomingMessage): Promise<Bytes> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of req) chunks.push(chunk as Uint8Array);
  return concat(...chunks);
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  return headers;
}

/**
 * Starts the service for a server with the VAPID key `vapidPublicKey` and the contact `subject`.
 */
export async function startPushService({
  vapidPublicKey,
  subject,
}: {
  vapidPublicKey: string;
  subject: string;
}) {
  const pushes: Push[] = [];
  /** The subscriptions it handed out, by device name: live, or expired (410 from then on). */
  const subscriptions = new Map<string, "live" | "expired">();
  const scripts = new Map<string, number[]>();
  let origin = "";

  async function answer(req: IncomingMessage): Promise<{ status: number; text?: string }> {
    const device = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
    const body = await readBody(req);
    if (req.method !== "POST" || !device) return { status: 404, text: "Not found" };
    const headers = headersOf(req);
    const push: Push = { device, status: 201, headers, body };
    pushes.push(push);
    const known = subscriptions.get(device);
    const vapid = await checkVapid(
      headers.get("Authorization") ?? "",
      vapidPublicKey,
      origin,
      subject,
    );
    if ("claims" in vapid) push.claims = vapid.claims;
    const refusal: Refusal | null =
      known === undefined
        ? { problem: "no such subscription", status: 404 }
        : known === "expired"
          ? { problem: "the subscription has expired", status: 410 }
          : "problem" in vapid
            ? vapid
            : !/^\d+$/.test(headers.get("TTL") ?? "")
              ? { problem: "no TTL", status: 400 }
              : headers.get("Content-Encoding") !== "aes128gcm"
                ? { problem: "not aes128gcm", status: 415 }
                : null;
    if (refusal) {
      Object.assign(push, refusal);
      return { status: refusal.status, text: refusal.problem };
    }
    const script = scripts.get(device) ?? [];
    const turn = pushes.filter((p) => p.device === device).length - 1;
    push.status = script[Math.min(turn, script.length - 1)] ?? 201;
    return { status: push.status };
  }

  const server = createServer(
    { cert: pushServiceCert, key: pushServiceKey },
    (req: IncomingMessage, res: ServerResponse) => {
      void answer(req).then(({ status, text }) => {
        if (status === 201) res.setHeader("Location", `${origin}/message/${pushes.length}`);
        res.writeHead(status).end(text ?? "");
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    url: origin,
    pushes,
    /** A new device of this service, as a browser subscribing to it gets one. */
    async subscribe(name: string = randomUUID()): Promise<Device> {
      subscriptions.set(name, "live");
      return newDevice(origin, name);
    },
    /** The device's subscription expires: its pushes are answered 410 from then on. */
    expire(device: Device) {
      subscriptions.set(device.name, "expired");
    },
    /** The service forgets the device, as one it never knew: its pushes are answered 404. */
    forget(device: Device) {
      subscriptions.delete(device.name);
    },
    /** The statuses of this device's next pushes, in turn; the last one repeats. */
    answer(device: Device, statuses: number[]) {
      scripts.set(device.name, [...statuses]);
    },
    /** Forgets every push, script and subscription, as a fresh service. */
    reset() {
      pushes.length = 0;
      scripts.clear();
      subscriptions.clear();
    },
    /** Takes the service down: its port refuses connections from then on. */
    stop,
    [Symbol.asyncDispose]: stop,
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** The tests' certificate authority in a file of its own, for a client told to trust one by path. */
export function writeCaFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), "push-ca-")), "ca.pem");
  writeFileSync(file, testCa);
  return file;
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
