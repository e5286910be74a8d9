// @vitest-environment node
// The intake's limits on the real migrations: requests arrive through public.submit_request (what
// submit-request calls as the service role, with the visitor's address and Turnstile's verdict),
// and a request past a limit or a failed check is held, not refused, up to the daily cap.
import { describe, expect, it } from "vitest";
import { as } from "../../supabase/local/sql";
import { garageRequest, sendRequest, type Verification, fileDatabase } from "./fixtures";

const { db } = fileDatabase({ truncate: "truncate public.service_requests cascade" });

const phone = (i: number) => `+1385555${String(i).padStart(4, "0")}`;
const tooMany = { code: "PT429" };

/** A request from a visitor at `address`, with a phone of its own unless one is given. */
let sent = 0;
const from = (
  address: string | null,
  row: Record<string, unknown> = {},
  verification: Verification = "unchecked",
) =>
  sendRequest(
    db,
    { ...garageRequest, phone: phone(++sent % 10_000), ...row },
    {
      address,
      verification,
    },
  );

/** Each stored request's status and why it was held, oldest first. */
const outcomes = async () =>
  (
    await db.query<{ status: string; held_reason: string | null }>(
      "select status, held_reason from public.service_requests order by created_at, id",
    )
  ).rows.map((row) => (row.status === "held" ? `held:${row.held_reason}` : row.status));

const hashes = async () =>
  (
    await db.query<{ source_hash: string | null }>(
      "select source_hash from public.service_requests order by created_at",
    )
  ).rows.map((row) => row.source_hash);

describe("per source: the client address submit-request hands over", () => {
  it("holds an address's 6th request within an hour while another address gets through", async () => {
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7")).held).toBe(false);
    expect(await from("203.0.113.7")).toMatchObject({ held: true });
    expect(await from("198.51.100.20")).toMatchObject({ held: false });
    expect(await outcomes()).toEqual([...Array<string>(5).fill("new"), "held:connection", "new"]);
  });

  it("counts only the last hour", async () => {
    for (let i = 0; i < 5; i++) await from("203.0.113.7");
    await db.exec("update public.service_requests set created_at = now() - interval '61 minutes'");
    expect((await from("203.0.113.7")).held).toBe(false);
  });

  it("counts the requests it let through, so a flood's held ones lock no one out", async () => {
    for (let i = 0; i < 8; i++) await from("203.0.113.7", {}, "failed");
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.7", {}, "passed")).held).toBe(false);
    expect((await from("203.0.113.7", {}, "passed")).held).toBe(true);
  });

  it("counts an IPv6 client by its /64, which one household holds whole", async () => {
    for (let i = 1; i <= 5; i++) await from(`2001:db8:1:2::${i.toString(16)}`);
    expect((await from("2001:db8:1:2:ffff:ffff:ffff:ffff")).held).toBe(true);
    expect((await from("2001:db8:1:3::1")).held).toBe(false);
  });

  it("lets 10 requests an hour through from one IPv6 /56, however spread over its /64s, and holds the 11th", async () => {
    // A /56 whose /64s are 2001:db8:1:a00::/64 .. 2001:db8:1:aff::/64.
    for (let i = 1; i <= 5; i++) await from(`2001:db8:1:a00::${i}`);
    // Each /64 still stops at 5, while its /56 has room.
    expect((await from("2001:db8:1:a00::6")).held).toBe(true);
    for (let i = 1; i <= 5; i++) expect((await from(`2001:db8:1:aff::${i}`)).held).toBe(false);
    expect((await from("2001:db8:1:a42::1")).held).toBe(true);
    // The neighbouring /56 is someone else.
    expect((await from("2001:db8:1:b00::1")).held).toBe(false);
    expect((await outcomes()).filter((o) => o === "new")).toHaveLength(11);
  });

  it("lets 10 through from a /56 rotating through 40 /64s, holds 50, drops the rest and keeps another visitor's request in", async () => {
    // 40 /64s at 5 each were once exactly the flood breaker's 200.
    for (let subnet = 0; subnet < 40; subnet++)
      for (let i = 1; i <= 5; i++)
        await from(`2001:db8:1:a${subnet.toString(16).padStart(2, "0")}::${i}`);
    expect((await from("198.51.100.20")).held).toBe(false);
    expect((await from("2001:db8:7:100::1")).held).toBe(false);
    const all = await outcomes();
    expect(all).toHaveLength(62);
    expect(all.filter((o) => o === "new")).toHaveLength(12);
    expect(all.filter((o) => o === "held:connection")).toHaveLength(50);
  });

  it("stores a salted hash of the source, never the address, an IPv4-mapped address as its IPv4", async () => {
    await from("203.0.113.7");
    await from("::ffff:203.0.113.7");
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
    expect(first).not.toBe(plain.rows[0]?.hash);
  });

  it("takes requests without an address (an unknown client, the dashboard) with no source limit", async () => {
    for (let i = 0; i < 6; i++) expect((await from(null)).held).toBe(false);
    await db.query(
      `insert into public.service_requests (service, name, phone, address, city, garage_size,
         contact_method) values ($1, 'Dashboard', $2, '1 Main St', 'Orem', '2-car', 'text')`,
      [garageRequest.service, phone(42)],
    );
    expect(await hashes()).toEqual(Array.from({ length: 7 }, () => null));
  });

  it("refuses an address that is no address, and a verdict it does not know", async () => {
    await expect(from("203.0.113.999")).rejects.toMatchObject({ code: "22P02" });
    await expect(from("203.0.113.7", {}, "maybe" as Verification)).rejects.toMatchObject({
      code: "22023",
    });
    expect(await outcomes()).toEqual([]);
  });

  it("reads no request header: a forged cf-connecting-ip, x-forwarded-for or x-real-ip counts for nothing", async () => {
    for (let i = 0; i < 6; i++)
      await as(
        db,
        "service_role",
        (tx) =>
          tx.query("select public.submit_request($1::jsonb, '203.0.113.7', 'unchecked')", [
            JSON.stringify({ ...garageRequest, phone: phone(9000 + i) }),
          ]),
        { role: "service_role" },
        {
          "cf-connecting-ip": `10.0.0.${i}`,
          "x-forwarded-for": `10.1.0.${i}`,
          "x-real-ip": `10.2.0.${i}`,
        },
      );
    expect(await outcomes()).toEqual([...Array<string>(5).fill("new"), "held:connection"]);
  });

  it("lets no client role send a request, choose its status or write its source", async () => {
    for (const role of ["anon", "authenticated"] as const) {
      await expect(
        sendRequest(db, garageRequest, { role, address: "203.0.113.7" }),
        role,
      ).rejects.toMatchObject({ code: "42501" });
      await expect(
        as(db, role, (tx) =>
          tx.query(
            `insert into public.service_requests (service, name, phone, address, city,
               garage_size, contact_method) values ($1, 'X', $2, '1 Main St', 'Orem', '2-car', 'text')`,
            [garageRequest.service, phone(7)],
          ),
        ),
        role,
      ).rejects.toMatchObject({ code: "42501" });
    }
    // The service role's call takes the form's columns only: a status, a hold or a hash sent
    // along is not stored.
    await sendRequest(db, {
      ...garageRequest,
      status: "done",
      held_reason: "phone",
      source_hash: "0".repeat(64),
    });
    expect(await outcomes()).toEqual(["new"]);
    expect(await hashes()).toEqual([null]);
  });

  it("keeps the salt and the hash function from the API roles", async () => {
    for (const role of ["anon", "authenticated"] as const)
      for (const sql of [
        "select * from private.intake_salt",
        "select private.source_hash('203.0.113.7', 64)",
      ])
        await expect(
          as(db, role, (tx) => tx.query(sql)),
          `${role}: ${sql}`,
        ).rejects.toMatchObject({ code: "42501" });
  });
});

describe("per phone: verified requests only", () => {
  it("holds a phone's 4th request let through within 24 hours, whatever address it comes from", async () => {
    for (let i = 1; i <= 3; i++) await from(`198.51.100.${i}`, { phone: "+18015550142" }, "passed");
    expect(await from("198.51.100.4", { phone: "+18015550142" }, "passed")).toMatchObject({
      held: true,
    });
    expect((await outcomes()).at(-1)).toBe("held:phone");
  });

  it("lets nobody lock out a stranger's number: requests that failed the check do not count", async () => {
    for (let i = 1; i <= 5; i++)
      expect((await from(`192.0.2.${i}`, { phone: "+18015550199" }, "failed")).held).toBe(true);
    expect((await from("198.51.100.9", { phone: "+18015550199" }, "passed")).held).toBe(false);
    expect(await outcomes()).toEqual([...Array<string>(5).fill("held:check_failed"), "new"]);
  });
});

describe("a check that could not be made", () => {
  it("holds the request as check_unavailable, whatever the limits say", async () => {
    expect(await from("192.0.2.50", {}, "unavailable")).toMatchObject({ held: true });
    expect(await outcomes()).toEqual(["held:check_unavailable"]);
  });
});

describe("held rows per source", () => {
  it("drops an address's requests past 20 held a day without a word, and still holds a fresh source's", async () => {
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await from("203.0.113.7", {}, "failed"));
    expect(answers.every((a) => a.held)).toBe(true);
    expect(await outcomes()).toEqual(Array<string>(20).fill("held:check_failed"));
    expect(await from("198.51.100.20", {}, "failed")).toMatchObject({ held: true });
    expect(await from("203.0.113.7", {}, "passed")).toMatchObject({ held: false });
    expect(await outcomes()).toHaveLength(22);
    await db.exec("update public.service_requests set created_at = now() - interval '25 hours'");
    await from("203.0.113.7", {}, "failed");
    expect(await outcomes()).toHaveLength(23);
  });

  it("drops an IPv6 /56's requests past 50 held a day, however spread over its /64s", async () => {
    for (let i = 0; i < 60; i++) await from(`2001:db8:0:${(i % 40).toString(16)}::1`, {}, "failed");
    expect(await outcomes()).toHaveLength(50);
    await from("2001:db8:1::1", {}, "failed");
    expect(await outcomes()).toHaveLength(51);
  });
});

/** n requests let through in the last hour, stored as the dashboard would (triggers off). */
async function seed(n: number, status: "new" | "held") {
  await db.transaction(async (tx) => {
    await tx.exec("set local session_replication_role = replica");
    await tx.query(
      `insert into public.service_requests (service, name, phone, address, city, garage_size,
         contact_method, status, held_reason)
       select $1, 'Flood', '+1435555' || lpad(i::text, 4, '0'), '1 Main St', 'Orem', '2-car',
              'text', $2, case when $2 = 'held' then 'check_failed' end
       from generate_series(1, $3::int) as i`,
      [garageRequest.service, status, n],
    );
  });
}

describe("the ceiling: 200 an hour without a passed check", () => {
  it("holds unchecked requests past 200 an hour and always lets a verified one through", async () => {
    await seed(200, "new");
    expect(await from("192.0.2.1")).toMatchObject({ held: true });
    expect(await from("192.0.2.2", {}, "passed")).toMatchObject({ held: false });
    expect((await outcomes()).slice(-2)).toEqual(["held:everyone", "new"]);
    await db.exec("update public.service_requests set created_at = now() - interval '61 minutes'");
    expect((await from("192.0.2.1")).held).toBe(false);
  });
});

describe("the daily cap of held requests", () => {
  it("refuses with 429 past 1,000 held a day, naming the limit, and still stores a verified request", async () => {
    await seed(1000, "held");
    await expect(from("192.0.2.1", {}, "failed")).rejects.toMatchObject({
      ...tooMany,
      detail: "limit=everyone",
      message: "Too many requests right now. Please try again later or call instead.",
    });
    for (let i = 0; i < 5; i++) await from("203.0.113.7", {}, "passed");
    await expect(from("203.0.113.7", {}, "passed")).rejects.toMatchObject({
      ...tooMany,
      detail: "limit=connection",
      message: "Too many requests from your connection this hour. Please call instead.",
    });
    for (let i = 1; i <= 3; i++) await from(`198.51.100.${i}`, { phone: "+18015550142" }, "passed");
    await expect(from("198.51.100.4", { phone: "+18015550142" }, "passed")).rejects.toMatchObject({
      ...tooMany,
      detail: "limit=phone",
      message: "Too many requests from this phone number today. Please call instead.",
    });
    expect(await from("192.0.2.9", {}, "passed")).toMatchObject({ held: false });
    await db.exec(
      "update public.service_requests set created_at = now() - interval '25 hours' where status = 'held'",
    );
    expect(await from("192.0.2.1", {}, "failed")).toMatchObject({ held: true });
  });
});
