// @vitest-environment node
// Node's own Blob, FormData and fetch, as supabase-js uses them in a browser (jsdom's FormData
// cannot be sent by Node's fetch).
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import WebSocket from "ws";
import { jwtSecret } from "../../supabase/local/keys.js";
import { sentRequest } from "./inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "./supabase-server";

const jpeg = (bytes = 1000) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

let server: SupabaseTestServer;
let anon: SupabaseClient;
let service: SupabaseClient;

const client = (key: string) =>
  createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** A request stored as submit-request stores it (the service role's submit_request). */
async function request() {
  const id = randomUUID();
  const { error } = await service.rpc("submit_request", {
    request: sentRequest({ id, photo_count: 5 }),
  });
  if (error) throw new Error(error.message);
  return id;
}

const photos = () => anon.storage.from("request-photos");

/** The token of an upload URL signed as submit-request signs it. */
async function signed(path: string) {
  const { data, error } = await service.storage.from("request-photos").createSignedUploadUrl(path);
  if (error) throw new Error(error.message);
  expect(data.signedUrl).toBe(
    `${server.url}/storage/v1/object/upload/sign/request-photos/${path}?token=${data.token}`,
  );
  return data.token;
}

/** An upload from the browser to a signed URL: the anon key and the token. */
const upload = async (path: string, blob: Blob, token?: string) =>
  photos().uploadToSignedUrl(path, token ?? (await signed(path)), blob, {
    contentType: blob.type,
  });

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
  service = client(server.serviceRoleKey);
}, 60_000);
afterEach(() => server.close());

describe("signed uploads as storage-js makes and sends them", () => {
  it("stores a JPEG Blob sent as multipart to its signed URL, with its declared type and bytes", async () => {
    const id = await request();
    const { data, error } = await upload(`${id}/1.jpg`, jpeg(1234));
    expect(error).toBeNull();
    expect(data).toEqual({ path: `${id}/1.jpg`, fullPath: `request-photos/${id}/1.jpg` });
    // The upload runs as the super user, as Storage runs a signed one.
    expect(await server.storage.received()).toEqual([
      {
        path: `${id}/1.jpg`,
        contentType: "image/jpeg",
        size: 1234,
        upsert: false,
        role: "service_role",
      },
    ]);
    expect(await server.storage.objects()).toEqual([
      { name: `${id}/1.jpg`, contentType: "image/jpeg", size: 1234 },
    ]);
    expect((await server.storage.bytes(`${id}/1.jpg`))?.length).toBe(1234);
  });

  it("refuses what the bucket refuses: over 1 MiB, a PNG", async () => {
    const id = await request();
    const big = await upload(`${id}/1.jpg`, jpeg(1024 * 1024 + 1));
    expect(big.error?.message).toBe("The object exceeded the maximum allowed size");
    expect(big.error).toEqual(expect.objectContaining({ status: 400, statusCode: "413" }));
    const png = await upload(`${id}/2.jpg`, new Blob(["x"], { type: "image/png" }));
    expect(png.error?.message).toBe("mime type image/png is not supported");
    expect(await server.storage.objects()).toEqual([]);
  });

  it("takes no photo on the anon key alone, and signs none for it", async () => {
    const id = await request();
    const direct = await photos().upload(`${id}/1.jpg`, jpeg());
    expect(direct.error?.message).toBe("new row violates row-level security policy");
    const sign = await photos().createSignedUploadUrl(`${id}/1.jpg`);
    expect(sign.error?.message).toBe("new row violates row-level security policy");
    expect(await server.storage.objects()).toEqual([]);
  });

  it("takes one upload per name: the token is for its own name, never replaces a photo", async () => {
    const id = await request();
    const token = await signed(`${id}/1.jpg`);
    expect((await upload(`${id}/1.jpg`, jpeg(10), token)).error).toBeNull();
    const again = await upload(`${id}/1.jpg`, jpeg(20), token);
    expect(again.error).toEqual(expect.objectContaining({ statusCode: "409" }));
    const elsewhere = await upload(`${id}/2.jpg`, jpeg(30), token);
    expect(elsewhere.error).toEqual(expect.objectContaining({ statusCode: "400" }));
    expect(elsewhere.error?.message).toBe("Invalid signature");
    // Signing a name already stored is refused too (Storage's trial hits the unique name).
    const resign = await service.storage
      .from("request-photos")
      .createSignedUploadUrl(`${id}/1.jpg`);
    expect(resign.error).toEqual(expect.objectContaining({ statusCode: "409" }));
    expect((await server.storage.bytes(`${id}/1.jpg`))?.length).toBe(10);
  });

  it("keeps upload and download tokens apart, and refuses an expired or forged one", async () => {
    const id = await request();
    const token = await signed(`${id}/1.jpg`);
    const download = await fetch(
      `${server.url}/storage/v1/object/sign/request-photos/${id}/1.jpg?token=${token}`,
    );
    expect(download.status).toBe(400);
    expect(await download.json()).toMatchObject({ error: "InvalidSignature" });
    const expired = await new SignJWT({
      url: `request-photos/${id}/1.jpg`,
      upsert: false,
      scope: "upload",
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(jwtSecret);
    expect((await upload(`${id}/1.jpg`, jpeg(), expired)).error?.message).toBe(
      "The provided token has expired.",
    );
    expect((await upload(`${id}/1.jpg`, jpeg(), "forged")).error?.message).toBe("Invalid JWT");
    // A download token (scope download) uploads nothing.
    await server.storage.put(`${id}/2.jpg`, new Uint8Array(5), "image/jpeg");
    const staff = (await staffClient()).storage.from("request-photos");
    const readToken = new URL(
      (await staff.createSignedUrl(`${id}/2.jpg`, 600)).data?.signedUrl ?? "",
    ).searchParams.get("token");
    expect((await upload(`${id}/3.jpg`, jpeg(), readToken ?? "")).error?.message).toBe(
      "Token is not scoped for upload",
    );
    expect((await server.storage.objects()).map((o) => o.name)).toEqual([`${id}/2.jpg`]);
  });

  it("keeps one photo when two uploads to one signed name race", async () => {
    const id = await request();
    const token = await signed(`${id}/5.jpg`);
    // Both trials pass while the bytes travel; the kept writes (upserts) leave one row.
    await server.answer({ storeDelayMs: 1000 });
    await Promise.all([
      upload(`${id}/5.jpg`, jpeg(50), token),
      upload(`${id}/5.jpg`, jpeg(60), token),
    ]);
    expect((await server.storage.objects()).map((o) => o.name)).toEqual([`${id}/5.jpg`]);
  });

  it("fails uploads on demand: a 500, or no answer", async () => {
    const id = await request();
    await server.answer({ uploads: { "2.jpg": "network-error" } });
    expect((await upload(`${id}/1.jpg`, jpeg())).error).toBeNull();
    expect((await upload(`${id}/2.jpg`, jpeg())).error?.name).toBe("StorageUnknownError");
    await server.answer({ uploads: { "": { status: 500, body: "{}", headers: {} } } });
    expect((await upload(`${id}/3.jpg`, jpeg())).error?.status).toBe(500);
    expect((await server.storage.objects()).map((o) => o.name)).toEqual([`${id}/1.jpg`]);
  });
});

describe("listing and signed URLs are for staff only", () => {
  it("signs, lists and serves the bytes to staff; nothing to anon", async () => {
    const id = await request();
    await upload(`${id}/1.jpg`, jpeg(10));
    await upload(`${id}/2.jpg`, jpeg(20));

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
