// @vitest-environment node
import type { Transaction } from "@electric-sql/pglite";
import { beforeEach, describe, expect, it } from "vitest";
import { as, type Role } from "../../supabase/local/sql";
import { garageRequest, owner, partner, sendRequest, signedIn, fileDatabase } from "./fixtures";

const { db } = fileDatabase({
  seed: async (db) => {
    // Another bucket, to prove the policies name theirs.
    await db.exec(
      "insert into storage.buckets (id, name, public) values ('site-assets', 'site-assets', true)",
    );
  },
  truncate: "truncate public.service_requests cascade; delete from storage.objects",
});

const requestId = "7a9c2f0e-5b1d-4e8a-9c3f-000000000001";

type Caller = "anon" | "partner" | "staff";
const claims = (caller: Caller) =>
  caller === "anon" ? { role: "anon" } : signedIn(caller === "staff" ? owner : partner);
const roleOf = (caller: Caller): Role => (caller === "anon" ? "anon" : "authenticated");

const photoMetadata = { mimetype: "image/jpeg", size: 180_000 };

type Uploader = Caller | "service_role";

/**
 * Storage's check of an upload without upsert (supabase/storage: `Uploader.canUpload` through
 * `StoragePgDB.testPermission`), made when createSignedUploadUrl signs one and when a caller
 * uploads with its own key: the caller's INSERT, in a transaction that is always rolled back.
 */
function trial(name: string, { caller = "anon" as Uploader, bucket = "request-photos" } = {}) {
  const work = async (tx: Transaction) => {
    await tx.query("insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)", [
      bucket,
      name,
      photoMetadata,
    ]);
    await tx.rollback();
  };
  return caller === "service_role"
    ? as(db, "service_role", work)
    : as(db, roleOf(caller), work, claims(caller));
}

/**
 * The row Storage keeps once the bytes are stored (`Uploader.completeUpload`; for a signed
 * upload the whole upload runs as the super user): written past every policy, as an upsert.
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

it("creates the private request-photos bucket: 1 MiB, JPEG and WebP", async () => {
  const { rows } = await db.query(
    "select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = 'request-photos'",
  );
  expect(rows).toEqual([
    {
      id: "request-photos",
      name: "request-photos",
      public: false,
      file_size_limit: 1048576,
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

  it.each(["anon", "partner", "staff"] as const)(
    "takes no photo from %s's own key: uploads go to URLs submit-request signs",
    async (caller) => {
      await sendRequest(db, { ...garageRequest, id: requestId, photo_count: 5 });
      for (const name of [photo(1), photo(5), `${requestId}/1.webp`])
        await expect(trial(name, { caller }), name).rejects.toMatchObject(refusedByPolicy);
      expect(await storedNames()).toEqual([]);
    },
  );

  it("lets the service role sign an upload, each name once", async () => {
    await sendRequest(db, { ...garageRequest, id: requestId, photo_count: 2 });
    await trial(photo(1), { caller: "service_role" });
    await keep(photo(1));
    // Once stored, a name is refused in the trial as a duplicate (Storage's 409), so a signed
    // upload cannot replace a photo.
    await expect(trial(photo(1), { caller: "service_role" })).rejects.toMatchObject({
      code: "23505",
      constraint: "bucketid_objname",
    });
    expect(await storedNames()).toEqual([photo(1)]);
  });
});

describe("reading, replacing and deleting photos", () => {
  beforeEach(async () => {
    await sendRequest(db, { ...garageRequest, id: requestId, photo_count: 2 });
    await keep(`${requestId}/1.jpg`);
    await keep(`${requestId}/2.jpg`);
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
