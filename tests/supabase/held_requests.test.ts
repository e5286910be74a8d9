// @vitest-environment node
// Held requests on the real migrations: out of every staff read but the Held view's functions,
// released one by one into new requests, deleted all at once; staff only.
import { describe, expect, it } from "vitest";

import { garageRequest, sendRequest, fileDatabase } from "./fixtures";

const { db, run } = fileDatabase({ truncate: "truncate public.service_requests cascade" });

/** A request that failed the human check (held) or passed it (new); answers its id. */
const send = async (name: string, verification: "passed" | "failed") =>
  (await sendRequest(db, { ...garageRequest, name }, { verification })).id;

const statusOf = async (id: string) =>
  (
    await db.query<{ status: string; held_reason: string | null; contacted_at: string | null }>(
      "select status, held_reason, contacted_at from public.service_requests where id = $1",
      [id],
    )
  ).rows[0];

describe("held requests stay out of the inbox", () => {
  it("are invisible to staff's reads and the month's figures, and cannot be changed there", async () => {
    const held = await send("Bot", "failed");
    const real = await send("Real Person", "passed");
    const { rows } = await run("staff", "select id from public.service_requests");
    expect(rows).toEqual([{ id: real }]);
    const month = await run("staff", "select public.inbox_month(current_date) as m");
    expect((month.rows[0]?.m as { new_leads: number }).new_leads).toBe(1);
    const changed = await run(
      "staff",
      "update public.service_requests set status = 'contacted' where id = $1 returning id",
      [held],
    );
    expect(changed.rows).toEqual([]);
    // Nor can staff hold a request by hand.
    await expect(
      run("staff", "update public.service_requests set status = 'held' where id = $1", [real]),
    ).rejects.toMatchObject({ code: "42501" });
    expect(await statusOf(held)).toMatchObject({ status: "held", held_reason: "check_failed" });
  });
});

describe("the Held view's functions", () => {
  it("list the held requests newest first and count them, for staff only", async () => {
    const first = await send("First Bot", "failed");
    await db.query(
      "update public.service_requests set created_at = now() - interval '1 minute' where id = $1",
      [first],
    );
    const second = await send("Second Bot", "failed");
    await send("Real Person", "passed");
    const listed = await run("staff", "select id, held_reason from public.held_requests(100)");
    expect(listed.rows).toEqual([
      { id: second, held_reason: "check_failed" },
      { id: first, held_reason: "check_failed" },
    ]);
    expect((await run("staff", "select public.held_requests(1)")).rows).toHaveLength(1);
    expect((await run("staff", "select public.held_request_count() as n")).rows).toEqual([
      { n: 2 },
    ]);
    for (const caller of ["anon", "partner"] as const)
      for (const sql of [
        "select * from public.held_requests(100)",
        "select public.held_request_count()",
      ])
        await expect(run(caller, sql), `${caller}: ${sql}`).rejects.toMatchObject({
          code: "42501",
        });
  });

  it("page by key: each page starts after the last row shown, newest first, none twice, none left out", async () => {
    // 120 held, ten to a second (ties of arrival are ordered by id), and a real one between.
    await db.query(
      `insert into public.service_requests (service, name, phone, address, city, garage_size,
         contact_method, status, held_reason, created_at)
       select 'garage_cleanout', 'Bot ' || n, '+18015550177', '1 Main St', 'Orem', '2-car',
              'text', 'held', 'check_failed', now() - make_interval(secs => n / 10)
         from generate_series(1, 120) n`,
    );
    await send("Real Person", "passed");
    const all = (
      await db.query<{ id: string }>(
        "select id from public.service_requests where status = 'held' order by created_at desc, id desc",
      )
    ).rows.map((row) => row.id);
    for (const size of [1, 7, 50, 120, 500]) {
      const walked: string[] = [];
      let after: string | null = null;
      for (;;) {
        const page: string[] = (
          await run<{ id: string }>("staff", "select id from public.held_requests($1, $2)", [
            size,
            after,
          ])
        ).rows.map((row) => row.id);
        walked.push(...page);
        if (page.length < size) break;
        after = page.at(-1) ?? null;
      }
      expect(walked, `pages of ${size}`).toEqual(all);
    }
    for (const caller of ["anon", "partner"] as const)
      await expect(
        run(caller, "select * from public.held_requests(50, $1)", [all[0]]),
        caller,
      ).rejects.toMatchObject({ code: "42501" });
  });

  it("release a held request into a new one, with no contact time, for staff only", async () => {
    const held = await send("Real Person", "failed");
    const other = await send("Bot", "failed");
    for (const caller of ["anon", "partner"] as const)
      await expect(
        run(caller, "select public.release_held_requests($1)", [[held]]),
        caller,
      ).rejects.toMatchObject({ code: "42501" });
    const released = await run("staff", "select public.release_held_requests($1) as n", [
      [held, "5f0c6a52-7d1e-4c1a-9a3e-00000000dead"],
    ]);
    expect(released.rows).toEqual([{ n: 1 }]);
    expect(await statusOf(held)).toEqual({ status: "new", held_reason: null, contacted_at: null });
    expect(await statusOf(other)).toMatchObject({ status: "held" });
    const { rows } = await run("staff", "select name from public.service_requests");
    expect(rows).toEqual([{ name: "Real Person" }]);
    // Released once is released: a second call changes nothing.
    expect(
      (await run("staff", "select public.release_held_requests($1) as n", [[held]])).rows,
    ).toEqual([{ n: 0 }]);
  });

  it("delete every held request up to the newest the view showed, and nothing else, for staff only", async () => {
    const shown = [await send("Bot 1", "failed"), await send("Bot 2", "failed")];
    await db.query("update public.service_requests set created_at = now() - interval '1 minute'");
    const real = await send("Real Person", "passed");
    const newest = (
      await db.query<{ at: string }>(
        "select max(created_at)::text as at from public.service_requests where id = any($1)",
        [shown],
      )
    ).rows[0]?.at;
    // One that arrives after the view was loaded is not deleted unseen.
    const later = await send("Bot 3", "failed");
    for (const caller of ["anon", "partner"] as const)
      await expect(
        run(caller, "select public.delete_held_requests($1)", [newest]),
        caller,
      ).rejects.toMatchObject({ code: "42501" });
    const deleted = await run("staff", "select public.delete_held_requests($1) as n", [newest]);
    expect(deleted.rows).toEqual([{ n: 2 }]);
    const left = await db.query<{ id: string }>(
      "select id from public.service_requests order by created_at",
    );
    expect(left.rows.map((row) => row.id).sort()).toEqual([real, later].sort());
  });
});
