// @vitest-environment node
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { as, bootTimeout, insertSql, startDatabase } from "../../supabase/local/sql";
import { garageRequest, sendRequest } from "./fixtures";

let db: PGlite;
beforeAll(async () => {
  db = await startDatabase();
}, bootTimeout);
afterAll(() => db.close());
beforeEach(() => db.exec("truncate public.service_requests"));

const phone = (i: number) => `+1385555${String(i).padStart(4, "0")}`;
const tooMany = { code: "PT429" };

/** A request from a visitor at `address`, with a phone of its own unless one is given. */
let sent = 0;
const from = (address: string | undefined, row: Record<string, unknown> = {}) =>
  sendRequest(db, { ...garageRequest, phone: phone(++sent % 10_000), ...row }, { address });

const hashes = async () =>
  (
    await db.query<{ source_hash: string | null }>(
      "select source_hash from public.service_requests order by created_at",
    )
  ).rows.map((row) => row.source_hash);

describe("per source: the client address Cloudflare hands to PostgREST", () => {
  it("refuses an address's 6th request within an hour (429) while another address gets through", async () => {
    for (let i = 0; i < 5; i++) await from("203.0.113.7");
    await expect(from("203.0.113.7")).rejects.toMatchObject({
      ...tooMany,
      message: "Too many requests from your connection this hour. Please call instead.",
    });
    await from("198.51.100.20");
    expect(await hashes()).toHaveLength(6);
  });

  it("counts only the last hour", async () => {
    for (let i = 0; i < 5; i++) await from("203.0.113.7");
    await db.exec("update public.service_requests set created_at = now() - interval '61 minutes'");
    await from("203.0.113.7");
  });

  it("ignores the headers a client can write: x-forwarded-for and x-real-ip change nothing", async () => {
    const forged = (i: number) =>
      sendRequest(
        db,
        { ...garageRequest, phone: phone(9000 + i) },
        {
          address: "203.0.113.7",
          headers: { "x-forwarded-for": `10.0.0.${i}`, "x-real-ip": `10.1.0.${i}` },
        },
      );
    for (let i = 0; i < 5; i++) await forged(i);
    await expect(forged(5)).rejects.toMatchObject(tooMany);
  });

  it("counts an IPv6 client by its /64, which one household holds whole", async () => {
    for (let i = 1; i <= 5; i++) await from(`2001:db8:1:2::${i.toString(16)}`);
    await expect(from("2001:db8:1:2:ffff:ffff:ffff:ffff")).rejects.toMatchObject(tooMany);
    await from("2001:db8:1:3::1");
  });

  it("takes 10 requests an hour from one IPv6 /56, however spread over its /64s, and refuses the 11th", async () => {
    // A /56 whose /64s are 2001:db8:1:a00::/64 .. 2001:db8:1:aff::/64.
    for (let i = 1; i <= 5; i++) await from(`2001:db8:1:a00::${i}`);
    // Each /64 still stops at 5, while its /56 has room.
    await expect(from("2001:db8:1:a00::6")).rejects.toMatchObject(tooMany);
    for (let i = 1; i <= 5; i++) await from(`2001:db8:1:aff::${i}`);
    await expect(from("2001:db8:1:a42::1")).rejects.toMatchObject({
      ...tooMany,
      message: "Too many requests from your connection this hour. Please call instead.",
    });
    // The neighbouring /56 is someone else.
    await from("2001:db8:1:b00::1");
    expect(await hashes()).toHaveLength(11);
  });

  it("lets no /56 rotating through its /64s keep another visitor's request out", async () => {
    // 40 /64s at 5 each were once exactly the flood breaker's 200.
    for (let subnet = 0; subnet < 40; subnet++)
      for (let i = 1; i <= 5; i++)
        await from(`2001:db8:1:a${subnet.toString(16).padStart(2, "0")}::${i}`).catch(
          (error: unknown) => expect(error).toMatchObject(tooMany),
        );
    await from("198.51.100.20");
    await from("2001:db8:7:100::1");
    expect(await hashes()).toHaveLength(12);
  });

  it("counts a /56's requests of the last hour only", async () => {
    for (let i = 1; i <= 10; i++) await from(`2001:db8:1:a0${(i % 2).toString()}::${i}`);
    await expect(from("2001:db8:1:a02::1")).rejects.toMatchObject(tooMany);
    await db.exec("update public.service_requests set created_at = now() - interval '61 minutes'");
    await from("2001:db8:1:a02::1");
  });

  it("stores a salted hash of the source, never the address", async () => {
    await from("203.0.113.7");
    await from("203.0.113.7");
    await from("198.51.100.20");
    const [first, second, third] = await hashes();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    const { rows } = await db.query("select * from public.service_requests");
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
    // Salted: not the plain hash of the address, which anyone could recompute for every IPv4.
    const plain = await db.query<{ hash: string }>(
      "select encode(sha256(convert_to('203.0.113.7', 'UTF8')), 'hex') as hash",
    );
    expect(plain.rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(plain.rows[0]?.hash);
  });

  it("takes requests without an address (the dashboard, the service role) with no source limit", async () => {
    for (let i = 0; i < 6; i++) await from(undefined);
    const [sql, params] = insertSql("public.service_requests", {
      ...garageRequest,
      phone: phone(42),
    });
    await as(db, "service_role", (tx) => tx.query(sql, params));
    expect(await hashes()).toEqual(Array.from({ length: 7 }, () => null));
  });

  it("lets no client role write the /56's hash", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      await expect(
        sendRequest(db, { ...garageRequest, source_56_hash: "0".repeat(64) }, { role }),
        role,
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        as(db, role, (tx) => tx.query("update public.service_requests set source_56_hash = 'x'")),
        role,
      ).rejects.toMatchObject({ code: "42501" });
    }
  });

  it("keeps the salt and the hash function from the API roles", async () => {
    for (const role of ["anon", "authenticated"] as const)
      for (const sql of [
        "select * from private.intake_salt",
        "select private.request_source_hash()",
        "select private.request_source_hash(56)",
      ])
        await expect(
          as(db, role, (tx) => tx.query(sql)),
          `${role}: ${sql}`,
        ).rejects.toMatchObject({
          code: "42501",
        });
  });
});

describe("per phone and in total", () => {
  it("still refuses a phone's 4th request within 24 hours, whatever address it comes from", async () => {
    for (let i = 1; i <= 3; i++) await from(`198.51.100.${i}`, { phone: "+18015550142" });
    await expect(from("198.51.100.4", { phone: "+18015550142" })).rejects.toMatchObject({
      ...tooMany,
      message: "Too many requests from this phone number today. Please call instead.",
    });
  });

  it("breaks a flood at 200 requests an hour in total, from whatever addresses", async () => {
    // 200 requests from 200 addresses and phones, in one statement (the trigger counts each).
    await db.exec(`
      insert into public.service_requests (service, name, phone, address, city, garage_size, contact_method)
      select '${garageRequest.service}', 'Flood', '+1435555' || lpad(i::text, 4, '0'), '1 Main St',
             'Orem', '2-car', 'text'
      from generate_series(1, 200) as i`);
    await expect(from("192.0.2.1")).rejects.toMatchObject({
      ...tooMany,
      message: "Too many requests right now. Please try again later or call instead.",
    });
    await db.exec("update public.service_requests set created_at = now() - interval '61 minutes'");
    await from("192.0.2.1");
  });
});
