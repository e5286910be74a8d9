// @vitest-environment node
import { request } from "node:https";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPushService, toBase64Url, type PushService } from "../../supabase/local/push-service";
import { testCa } from "../../supabase/functions/tests/push-tls";

const subject = "mailto:owner@example.com";
let vapid: CryptoKeyPair;
let serverKey: string;
let service: PushService;

beforeAll(async () => {
  vapid = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  serverKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey("raw", vapid.publicKey)));
  service = await startPushService({ vapidPublicKey: serverKey, subject });
});
afterAll(() => service?.stop());
beforeEach(() => service.reset());

const part = (value: object) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

/** `Authorization: vapid …` as an application server signs it (RFC 8292 §2-3). */
async function vapidHeader(claims: Record<string, unknown> = {}, key = serverKey) {
  const signed = `${part({ typ: "JWT", alg: "ES256" })}.${part({
    aud: service.url,
    exp: Math.floor(Date.now() / 1000) + 3600,
    sub: subject,
    ...claims,
  })}`;
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    vapid.privateKey,
    new TextEncoder().encode(signed),
  );
  return `vapid t=${signed}.${toBase64Url(new Uint8Array(signature))}, k=${key}`;
}

/** A push to `endpoint`, as notify-owner sends one; `headers` replace or (undefined) drop its own. */
async function push(endpoint: string, headers: Record<string, string | undefined> = {}) {
  const all: Record<string, string | undefined> = {
    Authorization: await vapidHeader(),
    TTL: "3600",
    "Content-Encoding": "aes128gcm",
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
  return new Promise<number>((resolve, reject) => {
    const req = request(endpoint, { method: "POST", headers: sent, ca: testCa }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(new Uint8Array(64));
  });
}

describe("the tests' push service", () => {
  it("takes a push that passes a push service's checks: 201", async () => {
    const device = await service.subscribe();
    expect(await push(device.subscription.endpoint)).toBe(201);
    expect(service.pushes.map((p) => [p.device, p.status, p.problem])).toEqual([
      [device.name, 201, undefined],
    ]);
  });

  it("refuses as a push service does: 401 without VAPID, 403 for another key or claim, 400 without a TTL, 415 for another encoding", async () => {
    const { subscription } = await service.subscribe();
    const other = toBase64Url(new Uint8Array(65).fill(4));
    expect(await push(subscription.endpoint, { Authorization: "key=legacy" })).toBe(401);
    expect(await push(subscription.endpoint, { Authorization: await vapidHeader({}, other) })).toBe(
      403,
    );
    expect(
      await push(subscription.endpoint, { Authorization: await vapidHeader({ aud: "https://x" }) }),
    ).toBe(403);
    expect(
      await push(subscription.endpoint, {
        Authorization: await vapidHeader({ sub: "mailto:someone@else.example" }),
      }),
    ).toBe(403);
    expect(await push(subscription.endpoint, { TTL: undefined })).toBe(400);
    expect(await push(subscription.endpoint, { "Content-Encoding": "aesgcm" })).toBe(415);
    expect(service.pushes.every((p) => p.problem)).toBe(true);
  });

  it("answers 404 for a subscription it does not know and 410 for one that expired", async () => {
    const expired = await service.subscribe();
    const forgotten = await service.subscribe();
    service.expire(expired);
    service.forget(forgotten);
    expect(await push(expired.subscription.endpoint)).toBe(410);
    expect(await push(forgotten.subscription.endpoint)).toBe(404);
    expect(await push(`${service.url}/push/never-issued`)).toBe(404);
  });

  it("answers a device's pushes as scripted, in turn, the last one repeating", async () => {
    const device = await service.subscribe();
    service.answer(device, [503, 429]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await push(device.subscription.endpoint));
    expect(statuses).toEqual([503, 429, 429]);
  });
});
