// @vitest-environment node
// Node's own Blob, FormData and fetch, as supabase-js uses them in a browser (jsdom's FormData
// cannot be sent by Node's fetch).
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sentRequest } from "./inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "./supabase-server";

const jpeg = (bytes = 1000) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

let server: SupabaseTestServer;
let anon: SupabaseClient;

const client = (key: string) =>
  createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** A request sent through PostgREST as the form sends it, with the id the form generated. */
async function request() {
  const id = randomUUID();
  const { error } = await anon.from("service_requests").insert(sentRequest({ id }));
  if (error) throw new Error(error.message);
  return id;
}

/** A request that arrived some time ago, as the owner would import it. */
async function olderRequest(agoMs: number) {
  const row = await server.addRequest(sentRequest(), new Date(Date.now() - agoMs));
  return row.id;
}

const photos = () => anon.storage.from("request-photos");

async function staffClient() {
  await server.addUser("owner@example.com", "correct horse battery", { staff: true });
  const session = await server.issueSession("owner@example.com");
  const staff = client(server.anonKey);
  await staff.auth.setSession(session);
  return staff;
}

// The server takes a database from a pool that may boot one first: on a busy 2-core machine,
// longer than the 10 s Vitest gives a hook (as in tests/support/auth-harness.ts).
beforeEach(async () => {
  server = await startSupabaseServer();
  anon = client(server.anonKey);
}, 60_000);
afterEach(() => server.close());

describe("Storage uploads as storage-js sends them", () => {
  it("stores a JPEG Blob sent as multipart, with its declared type and bytes", async () => {
    const id = await request();
    const { data, error } = await photos().upload(`${id}/1.jpg`, jpeg(1234), {
      contentType: "image/jpeg",
    });
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.objectContaining({ path: `${id}/1.jpg`, fullPath: `request-photos/${id}/1.jpg` }),
    );
    expect(await server.storage.received()).toEqual([
      { path: `${id}/1.jpg`, contentType: "image/jpeg", size: 1234, upsert: false, role: "anon" },
    ]);
    expect(await server.storage.objects()).toEqual([
      { name: `${id}/1.jpg`, contentType: "image/jpeg", size: 1234 },
    ]);
    expect((await server.storage.bytes(`${id}/1.jpg`))?.length).toBe(1234);
  });

  it("refuses what the bucket refuses: over 3 MB, a PNG", async () => {
    const id = await request();
    const big = await photos().upload(`${id}/1.jpg`, jpeg(3 * 1024 * 1024 + 1));
    expect(big.error?.message).toBe("The object exceeded the maximum allowed size");
    expect(big.error).toEqual(expect.objectContaining({ status: 400, statusCode: "413" }));
    const png = await photos().upload(`${id}/2.jpg`, new Blob(["x"], { type: "image/png" }));
    expect(png.error?.message).toBe("mime type image/png is not supported");
    expect(await server.storage.objects()).toEqual([]);
  });

  it("applies the insert policy: a recent request, a photo's name, 5 at most, no overwrite", async () => {
    const id = await request();
    for (const n of [1, 2, 3, 4, 5]) {
      expect((await photos().upload(`${id}/${n}.jpg`, jpeg())).error).toBeNull();
    }
    const sixth = await photos().upload(`${id}/5.webp`, jpeg());
    expect(sixth.error?.message).toBe("new row violates row-level security policy");
    const upsert = await photos().upload(`${await request()}/1.jpg`, jpeg(), { upsert: true });
    expect(upsert.error?.message).toBe("new row violates row-level security policy");
    const unknown = await photos().upload(`${randomUUID()}/1.jpg`, jpeg());
    expect(unknown.error?.message).toBe("new row violates row-level security policy");
    const old = await photos().upload(`${await olderRequest(31 * 60 * 1000)}/1.jpg`, jpeg());
    expect(old.error?.message).toBe("new row violates row-level security policy");
    expect(await server.storage.objects()).toHaveLength(5);
  });

  it("never replaces a stored photo; a duplicate the policy allows is 409", async () => {
    const id = await request();
    await photos().upload(`${id}/1.jpg`, jpeg(10));
    expect((await photos().upload(`${id}/1.jpg`, jpeg(20))).error).not.toBeNull();
    const service = client(server.serviceRoleKey).storage.from("request-photos");
    const again = await service.upload(`${id}/1.jpg`, jpeg(30));
    expect(again.error).toEqual(expect.objectContaining({ statusCode: "409" }));
    expect((await server.storage.bytes(`${id}/1.jpg`))?.length).toBe(10);
  });

  it("checks the policy in a trial it rolls back and keeps the row after the bytes, as Storage does", async () => {
    const id = await request();
    for (const n of [1, 2, 3, 4]) await photos().upload(`${id}/${n}.jpg`, jpeg());
    // While the bytes of one upload travel to the object store, a second upload's trial cannot
    // see the first: both pass, and the kept writes (upserts as the service role) leave one row.
    await server.answer({ storeDelayMs: 1000 });
    const both = await Promise.all([
      photos().upload(`${id}/5.jpg`, jpeg(50)),
      photos().upload(`${id}/5.jpg`, jpeg(60)),
    ]);
    expect(both.map((upload) => upload.error)).toEqual([null, null]);
    expect(await server.storage.objects()).toHaveLength(5);
    // Done racing, the fifth photo is there and a later one is refused.
    await server.answer({ storeDelayMs: 0 });
    expect((await photos().upload(`${id}/5.jpg`, jpeg())).error).not.toBeNull();
  });

  it("holds a request to 5 photos when two different names race for the fifth place", async () => {
    const id = await request();
    for (const n of [1, 2, 3, 4]) await photos().upload(`${id}/${n}.jpg`, jpeg());
    // Both trials pass before either row is kept; only the set of admissible names (exactly
    // five) can keep the count, since a count in the policy cannot see the other upload.
    await server.answer({ storeDelayMs: 1000 });
    await Promise.all([
      photos().upload(`${id}/5.jpg`, jpeg()),
      photos().upload(`${id}/5.webp`, new Blob([new Uint8Array(100)], { type: "image/webp" })),
    ]);
    const names = (await server.storage.objects()).map((object) => object.name).sort();
    expect(names).toEqual([1, 2, 3, 4, 5].map((n) => `${id}/${n}.jpg`));
  });

  it("fails uploads on demand: a 500, or no answer", async () => {
    const id = await request();
    await server.answer({ uploads: { "2.jpg": "network-error" } });
    expect((await photos().upload(`${id}/1.jpg`, jpeg())).error).toBeNull();
    expect((await photos().upload(`${id}/2.jpg`, jpeg())).error?.name).toBe("StorageUnknownError");
    await server.answer({ uploads: { "": { status: 500, body: "{}", headers: {} } } });
    expect((await photos().upload(`${id}/3.jpg`, jpeg())).error?.status).toBe(500);
    expect((await server.storage.objects()).map((o) => o.name)).toEqual([`${id}/1.jpg`]);
  });
});

describe("listing and signed URLs are for staff only", () => {
  it("signs, lists and serves the bytes to staff; nothing to anon", async () => {
    const id = await request();
    await photos().upload(`${id}/1.jpg`, jpeg(10));
    await photos().upload(`${id}/2.jpg`, jpeg(20));

    expect((await photos().list(id)).data).toEqual([]);
    expect((await photos().createSignedUrl(`${id}/1.jpg`, 600)).error?.message).toBe(
      "Object not found",
    );
    const refused = await photos().createSignedUrls([`${id}/1.jpg`], 600);
    expect(refused.data?.[0]?.signedUrl).toBeNull();

    const staff = (await staffClient()).storage.from("request-photos");
    const listed = await staff.list(id);
    expect(listed.data?.map((entry) => entry.name)).toEqual(["1.jpg", "2.jpg"]);
    const signed = await staff.createSignedUrls([`${id}/1.jpg`, `${id}/2.jpg`, `${id}/3.jpg`], 600);
    expect(signed.data?.map((entry) => entry.error)).toEqual([null, null, expect.any(String)]);
    const response = await fetch(signed.data?.[1]?.signedUrl ?? "");
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect((await response.arrayBuffer()).byteLength).toBe(20);
    const one = await staff.createSignedUrl(`${id}/1.jpg`, 600);
    expect((await fetch(one.data?.signedUrl ?? "")).status).toBe(200);
    expect(
      (await fetch(`${server.url}/storage/v1/object/sign/request-photos/${id}/1.jpg?token=forged`))
        .status,
    ).toBe(400);
  });
});
