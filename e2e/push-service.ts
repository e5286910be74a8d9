/**
 * A push service on 127.0.0.1 for the browser tests, which the local stack's notify-owner
 * pushes to as to FCM or Mozilla's: HTTPS with the tests' own certificate authority
 * (supabase/functions/tests/push-tls.ts, which the stack's Deno is told to trust), checking each
 * push as a push service does (RFC 8030 §5, RFC 8292 §2-4): `Authorization: vapid t=<JWT>, k=<key>`
 * with k the key the device subscribed with and the JWT ES256-signed with it, its `aud` the
 * service's origin, its `exp` within 24 hours and its `sub` a contact; a TTL; `Content-Encoding:
 * aes128gcm`. It answers 201, or what a test scripted for that device, and keeps every push.
 *
 * The devices it hands out are a browser's side of a subscription (RFC 8291 §3): a P-256 key pair
 * and an auth secret, with which a test decrypts what was pushed, as the browser would, before
 * handing it to the page's service worker. The Deno tests have a service of their own
 * (supabase/functions/tests/push-service.ts) that checks the same, in Deno.
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importJWK, jwtVerify } from "jose";
import { pushServiceCert, pushServiceKey, testCa } from "../supabase/functions/tests/push-tls";

type Push = {
  /** The device's id: the last part of its endpoint. */
  device: string;
  status: number;
  /** Why the push was refused, when a check failed. */
  problem?: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

/** A browser's side of a subscription, as PushManager.subscribe() makes it. */
export type Device = {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The private half of p256dh, which stays in the browser. */
  privateKey: Buffer;
};

/** Whether the VAPID header is right for a service at `origin`: the problem, or null. */
async function vapidProblem(header: string, serverKey: string, origin: string, subject: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) return "not a vapid Authorization";
  const [, token = "", k = ""] = match;
  if (k !== serverKey) return "k is not the key the device subscribed with";
  const point = Buffer.from(k, "base64url");
  try {
    const key = await importJWK(
      {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33, 65).toString("base64url"),
      },
      "ES256",
    );
    const { payload } = await jwtVerify(token, key, { algorithms: ["ES256"], audience: origin });
    if (Number(payload.exp) > Date.now() / 1000 + 86400) return "exp is more than 24 hours away";
    if (payload.sub !== subject) return `sub ${payload.sub} is not ${subject}`;
    return null;
  } catch (error) {
    return `the JWT does not verify: ${(error as Error).message}`;
  }
}

export async function startPushService(options: { vapidPublicKey: string; subject: string }) {
  const pushes: Push[] = [];
  const scripts = new Map<string, number[]>();
  let url = "";
  const server = createTlsServer(
    { cert: pushServiceCert, key: pushServiceKey },
    async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const device = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1];
      if (req.method !== "POST" || !device) return res.writeHead(404).end();
      const push: Push = { device, status: 201, headers: req.headers, body: Buffer.concat(chunks) };
      pushes.push(push);
      push.problem =
        (await vapidProblem(
          req.headers.authorization ?? "",
          options.vapidPublicKey,
          url,
          options.subject,
        )) ??
        (/^\d+$/.test(String(req.headers.ttl ?? "")) ? undefined : "no TTL") ??
        (req.headers["content-encoding"] === "aes128gcm" ? undefined : "not aes128gcm");
      if (push.problem) push.status = 400;
      else push.status = scripts.get(device)?.shift() ?? 201;
      res.writeHead(push.status).end(push.problem ?? "");
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Deno trusts the tests' authority through a file (DENO_CERT).
  const caFile = join(mkdtempSync(join(tmpdir(), "push-ca-")), "ca.pem");
  writeFileSync(caFile, testCa);

  return {
    url,
    caFile,
    pushes,
    /** A new device of this service, as a browser subscribing to it gets one. */
    subscribe(): Device {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      return {
        endpoint: `${url}/push/${randomUUID()}`,
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
        privateKey: ecdh.getPrivateKey(),
      };
    },
    /** The statuses this device's next pushes are answered with, in turn (then 201). */
    answer(device: Device, statuses: number[]) {
      scripts.set(device.endpoint.split("/").pop() ?? "", [...statuses]);
    },
    reset() {
      pushes.length = 0;
      scripts.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/**
 * The text of an aes128gcm push (RFC 8188 §2: salt, record size, key id = the sender's public
 * key, one record), decrypted with the device's keys as RFC 8291 §3.3-3.4 derive them.
 */
export function decrypt(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(device.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    Buffer.from(device.p256dh, "base64url"),
    senderKey,
  ]);
  const ikm = hkdf(Buffer.from(device.auth, "base64url"), shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record: the data, the delimiter 2, then any number of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
