// @vitest-environment node
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, bootTimeout, startDatabase, type Role } from "../../supabase/local/sql";
import { addUsers, garageRequest, owner, partner, sendRequest, signedIn } from "./fixtures";

let db: PGlite;
beforeAll(async () => {
  db = await startDatabase();
  await addUsers(db);
  // Another bucket, to prove the policies name theirs.
  await db.exec(
    "insert into storage.buckets (id, name, public) values ('site-assets', 'site-assets', true)",
  );
}, bootTimeout);
afterAll(() => db.close());
beforeEach(() => db.exec("truncate public.service_requests; delete from storage.objects"));

const requestId = "7a9c2f0e-5b1d-4e8a-9c3f-000000000001";
const otherId = "7a9c2f0e-5b1d-4e8a-9c3f-000000000002";

type Caller = "anon" | "partner" | "staff";
const claims = (caller: Caller) =>
  caller === "anon" ? { role: "anon" } : signedIn(caller === "staff" ? owner : partner);
const roleOf = (caller: Caller): Role => (caller === "anon" ? "anon" : "authenticated");

const photoMetadata = { mimetype: "image/jpeg", size: 180_000 };

/**
 * Storage's policy check for an upload without upsert (supabase/storage: `Uploader.canUpload`
 * through `StoragePgDB.testPermission`): the caller's INSERT, in a transaction that is always
 * rolled back, so that it leaves nothing behind, its locks included.
 */
function trial(name: string, { caller = "anon" as Caller, bucket = "request-photos" } = {}) {
  return as(
    db,
    roleOf(caller),
    async (tx) => {
      await tx.query(
        "insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)",
        [bucket, name, photoMetadata],
      );
      await tx.rollback();
    },
    claims(caller),
  );
}

/**
 * The row Storage keeps once the bytes are stored (`Uploader.completeUpload`): written as
 * service_role, past every policy, by `upsertObject`, an upsert even when the client asked for
 * none.
 */
function keep(name: string, bucket = "request-photos") {
  return as(db, "service_role", (tx) =>
    tx.query(
      `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)
       on conflict (name, bucket_id) do update set metadata = excluded.metadata`,
      [bucket, name, photoMetadata],
    ),
  );
}

/** One upload from start to end, as Storage runs it: the trial, then the kept row. */
async function upload(name: string, options: { caller?: Caller; bucket?: string } = {}) {
  await trial(name, options);
  await keep(name, options.bucket);
}

/**
 * Uploads racing each other: every trial runs before any row is kept. Returns the names whose
 * trials passed; any other must have been a policy refusal.
 */
async function race(names: string[]) {
  const passed: string[] = [];
  for (const name of names) {
    try {
      await trial(name);
      passed.push(name);
    } catch (error) {
      expect(error, name).toMatchObject(refusedByPolicy);
    }
  }
  for (const name of passed) await keep(name);
  return passed;
}

function run(caller: Caller, sql: string) {
  return as(db, roleOf(caller), (tx) => tx.query<{ name: string }>(sql), claims(caller));
}

const storedNames = async () =>
  (await db.query<{ name: string }>("select name from storage.objects order by name")).rows.map(
    (row) => row.name,
  );

const refusedByPolicy = {
  code: "42501",
  message: 'new row violates row-level security policy for table "objects"',
};

it("creates the private request-photos bucket: 3 MB, JPEG and WebP", async () => {
  const { rows } = await db.query(
    "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = 'request-photos'",
  );
  expect(rows).toEqual([
    {
      id: "request-photos",
      name: "request-photos",
      public: false,
      file_size_limit: 3145728,
      allowed_mime_types: ["image/jpeg", "image/webp"],
    },
  ]);
});

describe("the request's own columns for photos", () => {
  it("lets a visitor choose the id and say how many photos follow", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId, photo_count: 3 });
    const { rows } = await db.query("select id, photo_count from public.service_requests");
    expect(rows).toEqual([{ id: requestId, photo_count: 3 }]);
  });

  it("counts 0 photos when the form says nothing", async () => {
    await sendRequest(db, garageRequest);
    const { rows } = await db.query("select photo_count from public.service_requests");
    expect(rows).toEqual([{ photo_count: 0 }]);
  });

  it.each([-1, 6])("refuses a photo count of %s", async (count) => {
    await expect(sendRequest(db, { ...garageRequest, photo_count: count })).rejects.toMatchObject({
      code: "23514",
      constraint: "service_requests_photo_count_range",
    });
  });

  it("refuses an id that is already taken rather than overwriting its request", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    await expect(
      sendRequest(db, { ...garageRequest, id: requestId, phone: "+14355550123" }),
    ).rejects.toMatchObject({ code: "23505" });
  });
});

describe("uploading to request-photos", () => {
  const photo = (n: number, id = requestId) => `${id}/${n}.jpg`;
  const five = [1, 2, 3, 4, 5].map((n) => photo(n));

  it.each(["anon", "partner"] as const)(
    "takes 5 photos from %s for a request just sent, and has no name for a sixth",
    async (caller) => {
      await sendRequest(db, { ...garageRequest, id: requestId, photo_count: 5 });
      for (const name of five) await upload(name, { caller });
      for (const name of [photo(6), `${requestId}/1.webp`])
        await expect(trial(name, { caller }), name).rejects.toMatchObject(refusedByPolicy);
      expect(await storedNames()).toEqual(five);
    },
  );

  it("keeps a request at 5 photos when two uploads race for the fifth place", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    for (const name of five.slice(0, 4)) await upload(name);
    // All three trials run before any of their rows is kept, as when the uploads run at once.
    await race([photo(5), photo(5), `${requestId}/5.webp`]);
    expect(await storedNames()).toEqual(five);
    // Once stored, a name is refused in the trial as a duplicate (Storage's 409).
    await expect(trial(photo(5))).rejects.toMatchObject({
      code: "23505",
      constraint: "bucketid_objname",
    });
  });

  it("keeps a request at 5 photos however many uploads race from the start", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    const names = [1, 2, 3, 4, 5, 6].flatMap((n) => [
      photo(n),
      photo(n),
      `${requestId}/${n}.webp`,
      `${requestId}/${n}.jpeg`,
    ]);
    const passed = await race(names);
    expect(await storedNames()).toEqual(five);
    // Each of the five names passed twice: the race was real.
    expect(passed).toEqual([...five, ...five].sort());
  });

  it("counts each request's photos apart", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    await sendRequest(db, { ...garageRequest, id: otherId, phone: "+14355550123" });
    for (const n of [1, 2, 3, 4, 5]) await upload(`${requestId}/${n}.jpg`);
    await upload(`${otherId}/1.jpg`);
    expect(await storedNames()).toHaveLength(6);
  });

  it("refuses a request id that no request has", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    await expect(upload(`${otherId}/1.jpg`)).rejects.toMatchObject(refusedByPolicy);
  });

  it("takes photos for 30 minutes after the request, not 31", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    const age = (minutes: number) =>
      db.query(
        `update public.service_requests set created_at = now() - make_interval(mins => $1)`,
        [minutes],
      );
    await age(29);
    await upload(`${requestId}/1.jpg`);
    await age(31);
    await expect(upload(`${requestId}/2.jpg`)).rejects.toMatchObject(refusedByPolicy);
    expect(await storedNames()).toEqual([`${requestId}/1.jpg`]);
  });

  it.each([
    ["a folder that is no request id", "garage/1.jpg"],
    ["a file at the top of the bucket", "1.jpg"],
    ["a nested folder", `${requestId}/extra/1.jpg`],
    ["a folder above the request's", `x/${requestId}/1.jpg`],
    ["a sixth number", `${requestId}/6.jpg`],
    ["a WebP name, which the form never sends", `${requestId}/1.webp`],
    ["another name", `${requestId}/garage.jpg`],
    ["another type", `${requestId}/1.png`],
    ["an id in capitals", `${requestId.toUpperCase()}/1.jpg`],
    ["an almost-uuid", `${requestId.slice(0, -1)}z/1.jpg`],
  ])("refuses %s cleanly (a policy refusal, not an error)", async (_, name) => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    await expect(upload(name)).rejects.toMatchObject(refusedByPolicy);
  });

  it("refuses a request's photo in any other bucket", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    await expect(upload(`${requestId}/1.jpg`, { bucket: "site-assets" })).rejects.toMatchObject(
      refusedByPolicy,
    );
  });
});

describe("reading, replacing and deleting photos", () => {
  beforeEach(async () => {
    await sendRequest(db, { ...garageRequest, id: requestId });
    await upload(`${requestId}/1.jpg`);
    await upload(`${requestId}/2.jpg`);
  });

  it.each(["anon", "partner"] as const)(
    "shows %s no photo, and lets it change or delete none",
    async (caller) => {
      expect((await run(caller, "select name from storage.objects")).rows).toEqual([]);
      for (const sql of [
        "update storage.objects set name = 'stolen/1.jpg'",
        "update storage.objects set metadata = '{}'",
        "delete from storage.objects",
      ])
        expect((await run(caller, sql)).affectedRows, sql).toBe(0);
      expect(await storedNames()).toEqual([`${requestId}/1.jpg`, `${requestId}/2.jpg`]);
    },
  );

  it("lets staff list the photos (and so sign their URLs) and delete them", async () => {
    const { rows } = await run("staff", "select name from storage.objects order by name");
    expect(rows.map((row) => row.name)).toEqual([`${requestId}/1.jpg`, `${requestId}/2.jpg`]);
    const deleted = await run(
      "staff",
      `delete from storage.objects where name = '${requestId}/1.jpg'`,
    );
    expect(deleted.affectedRows).toBe(1);
    expect(await storedNames()).toEqual([`${requestId}/2.jpg`]);
  });

  it("lets staff change no photo", async () => {
    const result = await run("staff", "update storage.objects set metadata = '{}'");
    expect(result.affectedRows).toBe(0);
  });

  it("keeps staff's reading and deleting to this bucket", async () => {
    await db.exec(
      "insert into storage.objects (bucket_id, name) values ('site-assets', 'logo.png')",
    );
    const { rows } = await run(
      "staff",
      "select name from storage.objects where bucket_id = 'site-assets'",
    );
    expect(rows).toEqual([]);
    expect(
      (await run("staff", "delete from storage.objects where bucket_id = 'site-assets'"))
        .affectedRows,
    ).toBe(0);
  });
});
