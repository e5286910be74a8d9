// submit-request against the local Supabase of `npm run test:functions` (the real migrations:
// public.submit_request, the hold, the photos' bucket, Storage's signed uploads) and the local
// Turnstile (supabase/local/turnstile.ts), started here. The database is shared by the whole run,
// so each test sends from addresses and phones of its own.
import assert from "node:assert/strict";
import { createClient } from "@supabase/supabase-js";
import { startTurnstile } from "../../local/turnstile.ts";
import { maxBodyBytes } from "../_shared/intake.ts";
import { createSubmitRequest, submitRequestFromEnv } from "../submit-request/handler.ts";
import { createTurnstileCheck } from "../_shared/turnstile.ts";
import { local, service } from "./billing.ts";
import { captureErrors } from "./console.ts";

const site = "www.pgtrash.example";
const siteUrl = `https://${site}`;
const options = { auth: { persistSession: false, autoRefreshToken: false } };

let sent = 0;
/** A request as the form sends it, with a phone no other test uses. */
const request = (changes: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  service: "garage_cleanout",
  name: "Dana Whitaker",
  phone: `+1385${String(Date.now() % 1000).padStart(3, "0")}${String(++sent).padStart(4, "0")}`,
  address: "120 N Main St",
  city: "Pleasant Grove",
  garage_size: "2-car",
  contact_method: "text",
  sms_consent: true,
  photo_count: 0,
  ...changes,
});

/** An address of its own for each call: 198.18.x.y, the benchmarking range. */
let addresses = 0;
const address = () => `198.18.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://function/submit-request", {
    method: "POST",
    headers: { "Content-Type": "application/json", "cf-connecting-ip": address(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

async function withTurnstile<T>(
  run: (t: {
    handler: (req: Request) => Promise<Response>;
    turnstile: Awaited<ReturnType<typeof startTurnstile>>;
  }) => Promise<T>,
) {
  const turnstile = await startTurnstile();
  try {
    const handler = createSubmitRequest({
      supabase: service,
      turnstile: createTurnstileCheck({
        secretKey: turnstile.secretKey,
        apiBase: turnstile.url,
        hostname: site,
      }),
      siteUrl,
    });
    return await run({ handler, turnstile });
  } finally {
    await turnstile.close();
  }
}

async function stored(id: string) {
  const { data, error } = await service
    .from("service_requests")
    .select("status, held_reason, source_hash, photo_count")
    .eq("id", id)
    .maybeSingle();
  if (error) throw error;
  return data as {
    status: string;
    held_reason: string | null;
    source_hash: string | null;
    photo_count: number;
  } | null;
}

const jpeg = () =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])], {
    type: "image/jpeg",
  });

Deno.test(
  "stores a request whose token passes, and signs an upload for each of its photos",
  async () => {
    await withTurnstile(async ({ handler, turnstile }) => {
      const row = request({ photo_count: 2 });
      const token = turnstile.issue({ hostname: site, action: "request" });
      const from = address();
      const response = await handler(
        post({ request: row, turnstile_token: token }, { "cf-connecting-ip": from }),
      );
      assert.equal(response.status, 200);
      assert.equal(response.headers.get("Access-Control-Allow-Origin"), siteUrl);
      assert.equal(response.headers.get("Vary"), "Origin");
      const answer = await response.json();
      assert.equal(answer.id, row.id);
      assert.deepEqual(
        answer.uploads.map((u: { path: string }) => u.path),
        [`${row.id}/1.jpg`, `${row.id}/1.thumb.jpg`, `${row.id}/2.jpg`, `${row.id}/2.thumb.jpg`],
      );
      const row1 = await stored(row.id);
      assert.equal(row1?.status, "new");
      assert.match(row1?.source_hash ?? "", /^[0-9a-f]{64}$/);

      // What Turnstile was asked: the secret, the token, the visitor's address, a UUID to retry by.
      const [asked, ...more] = turnstile.verifications();
      assert.deepEqual(more, []);
      assert.equal(asked?.secret, turnstile.secretKey);
      assert.equal(asked?.response, token);
      assert.equal(asked?.remoteip, from);
      assert.match(asked?.idempotencyKey ?? "", /^[0-9a-f-]{36}$/);

      // The browser uploads with the anon key and the token alone; each name once.
      const bucket = createClient(local.url, local.anonKey, options).storage.from("request-photos");
      const [first, firstThumb, second] = answer.uploads;
      const up = await bucket.uploadToSignedUrl(first.path, first.token, jpeg(), {
        contentType: "image/jpeg",
      });
      assert.equal(up.error, null);
      const again = await bucket.uploadToSignedUrl(first.path, first.token, jpeg(), {
        contentType: "image/jpeg",
      });
      assert.match(String(again.error?.message), /already exists/);
      // The small copy goes beside the photo, on its own token.
      const small = await bucket.uploadToSignedUrl(firstThumb.path, firstThumb.token, jpeg(), {
        contentType: "image/jpeg",
      });
      assert.equal(small.error, null);
      // A token is for its own name only, and for uploading only.
      const elsewhere = await bucket.uploadToSignedUrl(`${row.id}/3.jpg`, second.token, jpeg());
      assert.notEqual(elsewhere.error, null);
      const download = await fetch(
        `${local.url}/storage/v1/object/sign/request-photos/${first.path}?token=${first.token}`,
      );
      assert.equal(download.status, 400);
      await download.body?.cancel();
      const { data: objects } = await service.storage.from("request-photos").list(row.id);
      assert.deepEqual(
        objects?.map((o) => o.name),
        ["1.jpg", "1.thumb.jpg"],
      );
    });
  },
);

Deno.test(
  "holds a request without a token, with a forged one, a spent one or one of another site",
  async () => {
    await withTurnstile(async ({ handler, turnstile }) => {
      const spent = turnstile.issue({ hostname: site });
      await handler(post({ request: request(), turnstile_token: spent }));
      const cases: [string, string | null][] = [
        ["no token", null],
        ["a forged token", "0.forged"],
        ["a spent token", spent],
        ["another site's token", turnstile.issue({ hostname: "elsewhere.example" })],
      ];
      for (const [name, token] of cases) {
        const row = request({ photo_count: 3 });
        using warnings = captureErrors("warn");
        const response = await handler(post({ request: row, turnstile_token: token }));
        assert.equal(response.status, 200, name);
        // Held requests get no photo slots.
        assert.deepEqual(await response.json(), { id: row.id, uploads: [] }, name);
        assert.deepEqual(
          await stored(row.id),
          {
            status: "held",
            held_reason: "check_failed",
            source_hash: (await stored(row.id))?.source_hash,
            photo_count: 3,
          },
          name,
        );
        if (name === "another site's token")
          assert.match(warnings.lines.join("\n"), /solved on elsewhere\.example/);
      }
    });
  },
);

Deno.test("holds a token older than 300 s (timeout-or-duplicate)", async () => {
  await withTurnstile(async ({ handler, turnstile }) => {
    const token = turnstile.issue({ hostname: site });
    turnstile.advance(301_000);
    const row = request();
    await handler(post({ request: row, turnstile_token: token }));
    assert.equal((await stored(row.id))?.status, "held");
    assert.deepEqual(turnstile.verifications()[0]?.answer["error-codes"], ["timeout-or-duplicate"]);
  });
});

/** The handler as deployed, from these secrets beside the project's own. */
const fromEnv = (secrets: Record<string, string>) =>
  submitRequestFromEnv(
    (name) =>
      ({
        SUPABASE_URL: local.url,
        SUPABASE_SERVICE_ROLE_KEY: local.serviceRoleKey,
        ...secrets,
      })[name],
  );

Deno.test(
  "skips the check only on the local stack (TURNSTILE_LOCAL_SKIP), where the limits decide",
  async () => {
    using warnings = captureErrors("warn");
    const handler = fromEnv({ SITE_URL: siteUrl, TURNSTILE_LOCAL_SKIP: "1" });
    assert.match(warnings.lines.join("\n"), /TURNSTILE_LOCAL_SKIP is set/);
    const row = request({ photo_count: 1 });
    const response = await handler(post({ request: row }));
    assert.equal(response.status, 200);
    // The photo's upload and its small copy's.
    assert.equal((await response.json()).uploads.length, 2);
    assert.equal((await stored(row.id))?.status, "new");
    // Six from one address: the sixth is over the per-connection limit, so held.
    const from = address();
    const outcomes = [];
    for (let i = 0; i < 6; i++) {
      const next = request();
      await handler(post({ request: next }, { "cf-connecting-ip": from }));
      outcomes.push((await stored(next.id))?.status);
    }
    assert.deepEqual(outcomes, ["new", "new", "new", "new", "new", "held"]);
  },
);

Deno.test(
  "without a secret or a site address holds every request, with no upload slots, and says why",
  async () => {
    for (const secrets of [
      { SITE_URL: siteUrl } as Record<string, string>,
      { TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA" },
    ]) {
      using errors = captureErrors("error");
      const handler = fromEnv(secrets);
      assert.match(errors.lines.join("\n"), /(TURNSTILE_SECRET_KEY|SITE_URL) is not set/);
      const row = request({ photo_count: 5 });
      const response = await handler(post({ request: row, turnstile_token: "0.any" }));
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { id: row.id, uploads: [] });
      assert.equal((await stored(row.id))?.held_reason, "check_unavailable");
    }
  },
);

Deno.test("with a secret Turnstile refuses holds the request as check_unavailable", async () => {
  const turnstile = await startTurnstile();
  try {
    const handler = createSubmitRequest({
      supabase: service,
      turnstile: createTurnstileCheck({
        secretKey: "0x4AAAAAAAnot-the-secret",
        apiBase: turnstile.url,
        hostname: site,
      }),
      siteUrl,
    });
    using errors = captureErrors("error");
    const row = request({ photo_count: 2 });
    const response = await handler(
      post({ request: row, turnstile_token: turnstile.issue({ hostname: site }) }),
    );
    assert.deepEqual(await response.json(), { id: row.id, uploads: [] });
    assert.equal((await stored(row.id))?.held_reason, "check_unavailable");
    assert.match(errors.lines.join("\n"), /refused TURNSTILE_SECRET_KEY/);
  } finally {
    await turnstile.close();
  }
});

Deno.test(
  "with Turnstile unreachable holds the request with no upload slots, and logs why",
  async () => {
    const closed = await startTurnstile();
    await closed.close();
    const handler = createSubmitRequest({
      supabase: service,
      turnstile: createTurnstileCheck({
        secretKey: "0x4AAAAAAAsecret",
        apiBase: closed.url,
        hostname: site,
        attemptTimeout: 1000,
      }),
      siteUrl,
    });
    using errors = captureErrors("error");
    const row = request({ photo_count: 5 });
    const response = await handler(post({ request: row, turnstile_token: "0.any" }));
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { id: row.id, uploads: [] });
    assert.equal((await stored(row.id))?.held_reason, "check_unavailable");
    assert.match(errors.lines.join("\n"), /Turnstile could not be asked/);
  },
);

Deno.test(
  "answers the site's origin alone, and takes JSON alone (415 for a form's body)",
  async () => {
    await withTurnstile(async ({ handler, turnstile }) => {
      const preflight = await handler(
        new Request("http://function/", {
          method: "OPTIONS",
          headers: { Origin: "https://evil.example" },
        }),
      );
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get("Access-Control-Allow-Origin"), siteUrl);
      for (const type of ["text/plain", "application/x-www-form-urlencoded", null]) {
        const row = request();
        const response = await handler(
          new Request("http://function/submit-request", {
            method: "POST",
            headers: { ...(type && { "Content-Type": type }), "cf-connecting-ip": address() },
            body: JSON.stringify({
              request: row,
              turnstile_token: turnstile.issue({ hostname: site }),
            }),
          }),
        );
        assert.equal(response.status, 415, String(type));
        assert.equal(response.headers.get("Access-Control-Allow-Origin"), siteUrl);
        await response.body?.cancel();
        assert.equal(await stored(row.id), null, String(type));
      }
      assert.deepEqual(turnstile.verifications(), []);
      const charset = await handler(
        post(
          { request: request(), turnstile_token: turnstile.issue({ hostname: site }) },
          { "Content-Type": "application/json; charset=utf-8" },
        ),
      );
      assert.equal(charset.status, 200);
      await charset.body?.cancel();
    });
  },
);

Deno.test("refuses a body over 16 kB before reading it, declared or streamed", async () => {
  await withTurnstile(async ({ handler, turnstile }) => {
    const big = JSON.stringify({ request: request({ notes: "x".repeat(maxBodyBytes) }) });
    const declared = await handler(post(big));
    assert.equal(declared.status, 413);
    assert.deepEqual(await declared.json(), { error: "This request is too large.", details: null });
    // Without a length: read no further than the limit.
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 4096;
        if (pulled > 10 * maxBodyBytes) return controller.close();
        controller.enqueue(new Uint8Array(4096).fill(0x20));
      },
    });
    const streamed = await handler(
      new Request("http://function/submit-request", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: stream,
      }),
    );
    assert.equal(streamed.status, 413);
    await streamed.body?.cancel();
    assert.ok(pulled <= maxBodyBytes + 2 * 4096, `read ${pulled} bytes`);
    assert.deepEqual(turnstile.verifications(), []);
  });
});

Deno.test("refuses what is no request, and a request the table refuses, with 400", async () => {
  await withTurnstile(async ({ handler }) => {
    for (const [body, error] of [
      ["{not json", "The request is not JSON."],
      [{ turnstile_token: "x" }, "The request is missing."],
      [{ request: { ...request(), status: "done" } }, 'The request has no field "status".'],
      [{ request: request(), turnstile_token: 42 }, "The check's token is not text."],
    ] as const) {
      const response = await handler(post(body));
      assert.equal(response.status, 400, error);
      assert.equal((await response.json()).error, error);
    }
    const refused = await handler(post({ request: request({ city: "Lehi" }) }));
    assert.equal(refused.status, 400);
    assert.equal((await refused.json()).error, "This request could not be stored.");
    assert.equal((await handler(new Request("http://function/", { method: "GET" }))).status, 405);
    assert.equal(
      (await handler(new Request("http://function/", { method: "OPTIONS" }))).status,
      204,
    );
  });
});

Deno.test(
  "answers a request sent again with the same id and retry key as the first time, uploads included; anyone else gets none",
  async () => {
    await withTurnstile(async ({ handler, turnstile }) => {
      const row = request({ photo_count: 1 });
      const retry_key = crypto.randomUUID();
      const send = (body: Record<string, unknown>) =>
        handler(
          post({ request: row, turnstile_token: turnstile.issue({ hostname: site }), ...body }),
        );
      const first = await send({ retry_key });
      assert.equal(first.status, 200);
      await first.body?.cancel();
      const again = await send({ retry_key });
      assert.equal(again.status, 200);
      const answer = await again.json();
      assert.equal(answer.id, row.id);
      assert.deepEqual(
        answer.uploads.map((u: { path: string }) => u.path),
        [`${row.id}/1.jpg`, `${row.id}/1.thumb.jpg`],
      );
      for (const other of [{}, { retry_key: crypto.randomUUID() }]) {
        const stranger = await send(other);
        assert.equal(stranger.status, 200);
        assert.deepEqual(await stranger.json(), { id: row.id, uploads: [] });
      }
      const bad = await send({ retry_key: "short" });
      assert.equal(bad.status, 400);
      await bad.body?.cancel();
      const { count } = await service
        .from("service_requests")
        .select("id", { count: "exact", head: true })
        .eq("id", row.id);
      assert.equal(count, 1);
    });
  },
);
