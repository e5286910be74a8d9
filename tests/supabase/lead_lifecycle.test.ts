// @vitest-environment node
import { beforeEach, describe, expect, it } from "vitest";
import { as, insertSql } from "../../supabase/local/sql";
import { type Caller, garageRequest, owner, sendRequest, signedIn, fileDatabase } from "./fixtures";

const { db, run } = fileDatabase({ truncate: "truncate public.service_requests cascade" });

const id = "5f0c6a52-7d1e-4c1a-9a3e-0000000000a1";
const oneRequest = (row: Record<string, unknown> = {}) =>
  sendRequest(db, { ...garageRequest, id, ...row });

const stored = async () =>
  (await db.query<Record<string, unknown>>("select * from public.service_requests")).rows;

const refused = { code: "42501", message: "permission denied for table service_requests" };
const invalid = (constraint: string) => ({ code: "23514", constraint });

// Days relative to the request's own date, which is today's in Utah for a request just sent.
const denverToday = "(now() at time zone 'America/Denver')::date";

// Each change the inbox makes to the new columns, and what it leaves in the row.
const inboxChanges: [string, Record<string, unknown>][] = [
  [`scheduled_for = ${denverToday} + 3`, { scheduled_for: expect.any(Date) }],
  [
    `scheduled_for = ${denverToday}, scheduled_from = '08:00', scheduled_until = '10:00'`,
    { scheduled_from: "08:00:00", scheduled_until: "10:00:00" },
  ],
  ["quote_cents = 34900", { quote_cents: 34900 }],
  ["review_requested_at = now()", { review_requested_at: expect.any(Date) }],
  ["status = 'lost', lost_reason = 'chose_another'", { lost_reason: "chose_another" }],
];

describe("the inbox's new columns: who may change them", () => {
  it.each(inboxChanges)("lets staff set %s", async (change, expected) => {
    await oneRequest();
    const result = await run("staff", `update public.service_requests set ${change}`);
    expect(result.affectedRows).toBe(1);
    expect(await stored()).toEqual([expect.objectContaining(expected)]);
  });

  it.each(inboxChanges)("refuses anon %s (401 through PostgREST)", async (change) => {
    await oneRequest();
    await expect(run("anon", `update public.service_requests set ${change}`)).rejects.toMatchObject(
      refused,
    );
  });

  // As for status and notes: the staff-only policy hides every row from other accounts, so their
  // update matches nothing (PostgREST answers it with no rows) and the request stays as it was.
  it.each(inboxChanges)(
    "lets a signed-in account that is not staff change no row with %s",
    async (change) => {
      await oneRequest();
      const before = await stored();
      const result = await run("partner", `update public.service_requests set ${change}`);
      expect(result.affectedRows).toBe(0);
      expect(await stored()).toEqual(before);
    },
  );

  it("keeps the last quote only", async () => {
    await oneRequest();
    await run("staff", "update public.service_requests set quote_cents = 27900");
    await run("staff", "update public.service_requests set quote_cents = 34900");
    expect(await stored()).toEqual([expect.objectContaining({ quote_cents: 34900 })]);
  });
});

describe("where the visitor came from", () => {
  it("is stored as submit-request sends it", async () => {
    await oneRequest({ source_page: "area", source_host: "www.google.com" });
    expect(await stored()).toEqual([
      expect.objectContaining({ source_page: "area", source_host: "www.google.com" }),
    ]);
  });

  it.each(["landing", "area", "pricing", "how_to_start", "direct"])(
    "takes the page kind %s",
    async (page) => {
      await oneRequest({ source_page: page });
      expect(await stored()).toEqual([expect.objectContaining({ source_page: page })]);
    },
  );

  it("takes no source at all (both null)", async () => {
    await oneRequest();
    expect(await stored()).toEqual([
      expect.objectContaining({ source_page: null, source_host: null }),
    ]);
  });

  it("refuses an unknown page kind", async () => {
    await expect(oneRequest({ source_page: "blog" })).rejects.toMatchObject(
      invalid("service_requests_source_page_valid"),
    );
  });

  // Four labels of 63 and three dots make 255 characters; shortening the last label gives
  // well-formed hosts of exactly 253 and 254, so only the length rule tells them apart.
  const host = (length: number) =>
    [..."abc", "d"].map((c, i) => c.repeat(i < 3 ? 63 : length - 3 * 64)).join(".");

  it("takes a host of 253 characters and refuses one of 254", async () => {
    expect(host(253)).toHaveLength(253);
    expect(host(254)).toHaveLength(254);
    await oneRequest({ source_host: host(253) });
    await db.exec("truncate public.service_requests cascade");
    await expect(oneRequest({ source_host: host(254) })).rejects.toMatchObject(
      invalid("service_requests_source_host_length"),
    );
  });

  it.each(["xn--bcher-kva.example", "192.0.2.1", "l.facebook.com", "a-b.co"])(
    "takes the host %s",
    async (source_host) => {
      await oneRequest({ source_host });
      expect(await stored()).toEqual([expect.objectContaining({ source_host })]);
    },
  );

  it.each([
    "google.com/search",
    "Google.com",
    "https://google.com",
    "google.com:443",
    "google.com.",
    "-google.com",
    "google-.com",
    "",
    "www..google.com",
  ])("refuses the host %j", async (source_host) => {
    await expect(oneRequest({ source_host })).rejects.toMatchObject(
      invalid("service_requests_source_host_format"),
    );
  });

  it.each(["source_page = 'pricing'", "source_host = 'bing.com'"])(
    "refuses staff %s (only the visitor's insert sets the source)",
    async (change) => {
      await oneRequest({ source_page: "area", source_host: "google.com" });
      await expect(
        run("staff", `update public.service_requests set ${change}`),
      ).rejects.toMatchObject(refused);
    },
  );

  it("is kept as sent even when the service role rewrites it", async () => {
    await oneRequest({ source_page: "area", source_host: "google.com" });
    const result = await run(
      "service_role",
      "update public.service_requests set source_page = 'pricing', source_host = 'bing.com'",
    );
    expect(result.affectedRows).toBe(1);
    expect(await stored()).toEqual([
      expect.objectContaining({ source_page: "area", source_host: "google.com" }),
    ]);
  });
});

describe("a visitor's insert", () => {
  const ownersColumns: [string, unknown][] = [
    ["scheduled_for", "2030-01-01"],
    ["scheduled_from", "08:00"],
    ["scheduled_until", "10:00"],
    ["quote_cents", 100],
    ["review_requested_at", new Date()],
    ["lost_reason", "other"],
  ];

  it.each(["anon", "partner", "staff"] as const)(
    "refuses %s any of the owner's new columns",
    async (caller) => {
      for (const [column, value] of ownersColumns) {
        const [sql, params] = insertSql("public.service_requests", {
          ...garageRequest,
          [column]: value,
        });
        await expect(run(caller, sql, params), column).rejects.toMatchObject(refused);
      }
      expect(await stored()).toEqual([]);
    },
  );
});

describe("the agreed day and its window", () => {
  const schedule = (set: string) => run("staff", `update public.service_requests set ${set}`);

  // 23:30 on Nov 30 in Utah is already Dec 1 in UTC: the request's date is Nov 30.
  const lateRequest = async () => {
    await oneRequest();
    await db.exec(
      "update public.service_requests set created_at = '2025-11-30 23:30 America/Denver'",
    );
  };

  it("may be the request's own date in Utah, though UTC has moved on", async () => {
    await lateRequest();
    await schedule("status = 'scheduled', scheduled_for = '2025-11-30'");
    expect(await stored()).toEqual([
      expect.objectContaining({ scheduled_for: new Date("2025-11-30T00:00:00Z") }),
    ]);
  });

  it("is refused a day before the request's date", async () => {
    await lateRequest();
    await expect(schedule("scheduled_for = '2025-11-29'")).rejects.toMatchObject(
      invalid("service_requests_scheduled_for_not_before_request"),
    );
  });

  it.each([
    ["until equal to from", "scheduled_from = '08:00', scheduled_until = '08:00'"],
    ["until before from", "scheduled_from = '10:00', scheduled_until = '08:00'"],
    ["only a start", "scheduled_from = '08:00'"],
    ["only an end", "scheduled_until = '10:00'"],
  ])("refuses a window with %s", async (_name, window) => {
    await oneRequest();
    await expect(schedule(`scheduled_for = ${denverToday}, ${window}`)).rejects.toMatchObject(
      invalid("service_requests_scheduled_window"),
    );
  });

  it("refuses a window without a day", async () => {
    await oneRequest();
    await expect(
      schedule("scheduled_from = '08:00', scheduled_until = '10:00'"),
    ).rejects.toMatchObject(invalid("service_requests_scheduled_window"));
  });

  it("drops the window when both ends are cleared", async () => {
    await oneRequest();
    await schedule(
      `scheduled_for = ${denverToday}, scheduled_from = '08:00', scheduled_until = '10:00'`,
    );
    await schedule("scheduled_from = null, scheduled_until = null");
    expect(await stored()).toEqual([
      expect.objectContaining({ scheduled_from: null, scheduled_until: null }),
    ]);
  });
});

describe("the quote", () => {
  const quote = (cents: number) =>
    run("staff", "update public.service_requests set quote_cents = $1", [cents]);

  it.each([0, 10_000_000])("takes %i cents", async (cents) => {
    await oneRequest();
    await quote(cents);
    expect(await stored()).toEqual([expect.objectContaining({ quote_cents: cents })]);
  });

  it.each([-1, 10_000_001])("refuses %i cents", async (cents) => {
    await oneRequest();
    await expect(quote(cents)).rejects.toMatchObject(invalid("service_requests_quote_cents_range"));
  });
});

describe("the lost reason", () => {
  const update = (set: string) => run("staff", `update public.service_requests set ${set}`);
  const reason = async () => (await stored())[0]?.lost_reason;

  it.each(["price", "timing", "no_answer", "chose_another", "other"])(
    "takes %s on a lost request",
    async (lost) => {
      await oneRequest();
      await update(`status = 'lost', lost_reason = '${lost}'`);
      expect(await reason()).toBe(lost);
    },
  );

  it("refuses an unknown reason", async () => {
    await oneRequest();
    await expect(update("status = 'lost', lost_reason = 'too_far'")).rejects.toMatchObject(
      invalid("service_requests_lost_reason_valid"),
    );
  });

  it("refuses a reason on a request that is not lost", async () => {
    await oneRequest();
    await expect(update("lost_reason = 'price'")).rejects.toMatchObject(
      invalid("service_requests_lost_reason_needs_lost"),
    );
  });

  it("may be left out: lost without a reason", async () => {
    await oneRequest();
    await update("status = 'lost'");
    expect(await stored()).toEqual([
      expect.objectContaining({ status: "lost", lost_reason: null }),
    ]);
  });

  it("stays while the request stays lost, and can be changed", async () => {
    await oneRequest();
    await update("status = 'lost', lost_reason = 'price'");
    await update("owner_notes = 'went with a cheaper hauler'");
    expect(await reason()).toBe("price");
    await update("lost_reason = 'chose_another'");
    expect(await reason()).toBe("chose_another");
  });

  it("is cleared when the request leaves lost", async () => {
    await oneRequest();
    await update("status = 'lost', lost_reason = 'timing'");
    await update("status = 'scheduled'");
    expect(await stored()).toEqual([
      expect.objectContaining({ status: "scheduled", lost_reason: null }),
    ]);
  });

  it("refuses a new reason sent with a status other than lost", async () => {
    await oneRequest();
    await update("status = 'lost', lost_reason = 'timing'");
    await expect(update("status = 'contacted', lost_reason = 'price'")).rejects.toMatchObject(
      invalid("service_requests_lost_reason_needs_lost"),
    );
  });
});

describe("the inbox's lists", () => {
  const requestId = (n: number) =>
    `5f0c6a52-7d1e-4c1a-9a3e-0000000001${String(n).padStart(2, "0")}`;

  /** Requests n = 1.. with the owner's fields set as the service role would (the dashboard). */
  async function seed(rows: Record<string, unknown>[]) {
    for (const [i, row] of rows.entries()) {
      const [sql, params] = insertSql("public.service_requests", {
        ...garageRequest,
        id: requestId(i + 1),
        phone: `+1801555${String(i + 1).padStart(4, "0")}`,
      });
      await db.query(sql, params);
      const set = Object.keys(row).map((column, j) => `${column} = $${j + 2}`);
      await run(
        "service_role",
        `update public.service_requests set ${set.join(", ")} where id = $1`,
        [requestId(i + 1), ...Object.values(row)],
      );
    }
  }

  // The first page of rpc/inbox_upcoming (20261129040000_owner_lists.sql): its order, and its
  // index, which the page is read in and stops at the end of.
  const upcoming = `select id from public.service_requests r where r.status = 'scheduled'
    order by coalesce(r.scheduled_for, 'infinity'::date), coalesce(r.scheduled_from, '24:00'::time),
      coalesce(r.scheduled_until, '24:00'::time), r.created_at desc, r.id desc
    limit 50`;

  it("lists upcoming work by day, then window, with a day's untimed jobs after its timed ones", async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await seed([
      { status: "scheduled", scheduled_for: day(3) },
      {
        status: "scheduled",
        scheduled_for: day(1),
        scheduled_from: "13:00",
        scheduled_until: "15:00",
      },
      { status: "done", scheduled_for: day(1) },
      {
        status: "scheduled",
        scheduled_for: day(1),
        scheduled_from: "08:00",
        scheduled_until: "10:00",
      },
      { status: "scheduled", scheduled_for: day(1) },
      { status: "contacted" },
    ]);
    const { rows } = await run("staff", upcoming);
    expect(rows.map((row) => row.id)).toEqual([4, 2, 5, 1].map(requestId));
  });

  it("serves the upcoming order from its index, without a sort", async () => {
    // The table is too small for the planner to choose an index unless made to.
    const plan = await db.transaction(async (tx) => {
      await tx.exec("set local enable_seqscan = off");
      const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(
        `explain (format json) ${upcoming}`,
      );
      return JSON.stringify(rows[0]?.["QUERY PLAN"]);
    });
    expect(plan).toContain('"Index Name":"service_requests_scheduled_place_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  });

  it("lists done jobs not yet asked for a review", async () => {
    await seed([
      { status: "done" },
      { status: "done", review_requested_at: new Date() },
      { status: "scheduled" },
      { status: "done" },
    ]);
    const { rows } = await run(
      "staff",
      `select id from public.service_requests where status = 'done' and review_requested_at is null
       order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual([1, 4].map(requestId));
  });
});

describe("inbox_month: the month at a glance", () => {
  // Two months of 2025 and their edges. `at` is the wall clock in Utah; `contact` is the time to
  // first contact in minutes. 23:30 on Oct 31 (MDT) is Nov 1 in UTC, 23:30 on Nov 30 (MST) is
  // Dec 1 in UTC: counted in UTC, October and November would each change.
  const seeds = [
    { at: "2025-11-01 00:10", city: "Orem", page: "landing", host: "google.com", status: "new" },
    {
      at: "2025-11-05 10:00",
      city: "Provo",
      page: "area",
      host: "google.com",
      status: "scheduled",
      quote: 34900,
      contact: 30,
    },
    {
      // Trash collection: its quote is a price each month, never added to one-off work.
      at: "2025-11-10 09:00",
      service: "trash_collection",
      city: "Provo",
      page: "pricing",
      status: "done",
      quote: 6000,
      contact: 10,
    },
    {
      at: "2025-11-12 14:00",
      city: "Pleasant Grove",
      page: "direct",
      host: "bing.com",
      status: "lost",
      reason: "price",
      quote: 50000,
      contact: 120,
    },
    { at: "2025-11-15 08:00", city: "Orem", page: "how_to_start", status: "lost", contact: 60 },
    { at: "2025-11-30 23:30", city: "Orem", status: "contacted", contact: 90 },
    {
      at: "2025-10-31 23:30",
      city: "Provo",
      page: "landing",
      host: "google.com",
      status: "done",
      quote: 10000,
      contact: 5,
    },
    {
      at: "2025-10-10 12:00",
      city: "Heber",
      page: "area",
      host: "duckduckgo.com",
      status: "lost",
      reason: "timing",
      contact: 15,
    },
    { at: "2025-12-01 00:30", city: "Springville", page: "direct", status: "new" },
  ];

  beforeEach(async () => {
    for (const [i, seed] of seeds.entries())
      await db.query(
        `insert into public.service_requests
           (service, name, address, contact_method, phone, city, source_page, source_host, status,
            lost_reason, quote_cents, created_at, contacted_at, unit)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                 ($12 || ' America/Denver')::timestamptz,
                 ($12 || ' America/Denver')::timestamptz + make_interval(mins => $13::integer),
                 $14)`,
        [
          seed.service ?? garageRequest.service,
          garageRequest.name,
          garageRequest.address,
          garageRequest.contact_method,
          `+1385555${String(i).padStart(4, "0")}`,
          seed.city,
          seed.page ?? null,
          seed.host ?? null,
          seed.status,
          seed.reason ?? null,
          seed.quote ?? null,
          seed.at,
          seed.contact ?? null,
          seed.service ? "4B" : null,
        ],
      );
  });

  const month = async (day: string, caller: Caller = "staff") => {
    const { rows } = await run(caller, "select public.inbox_month($1) as figures", [day]);
    return rows[0]?.figures;
  };

  const pages = { landing: 0, area: 0, pricing: 0, how_to_start: 0, direct: 0, unknown: 0 };
  const reasons = { price: 0, timing: 0, no_answer: 0, chose_another: 0, other: 0, not_given: 0 };

  it("gives November's figures", async () => {
    expect(await month("2025-11-01")).toEqual({
      month: "2025-11-01",
      time_zone: "America/Denver",
      new_leads: 6,
      won: 2,
      lost: 2,
      lost_by_reason: { ...reasons, price: 1, not_given: 1 },
      first_contacts: 5,
      median_first_contact_seconds: 60 * 60,
      // Three requests have a quote written down; of the won ones, a garage cleanout's one-off
      // price and a trash collection's monthly one, each in its own figure.
      quoted: 3,
      won_one_off_cents: 34900,
      won_monthly_cents: 6000,
      by_source_page: { landing: 1, area: 1, pricing: 1, how_to_start: 1, direct: 1, unknown: 1 },
      by_source_host: [
        { host: null, leads: 3 },
        { host: "google.com", leads: 2 },
        { host: "bing.com", leads: 1 },
      ],
      by_city: [
        { city: "Orem", leads: 3 },
        { city: "Provo", leads: 2 },
        { city: "Pleasant Grove", leads: 1 },
      ],
    });
  });

  it("gives October's figures, the median of an even count halfway between the middle two", async () => {
    expect(await month("2025-10-01")).toEqual({
      month: "2025-10-01",
      time_zone: "America/Denver",
      new_leads: 2,
      won: 1,
      lost: 1,
      lost_by_reason: { ...reasons, timing: 1 },
      first_contacts: 2,
      median_first_contact_seconds: 10 * 60,
      quoted: 1,
      won_one_off_cents: 10000,
      won_monthly_cents: 0,
      by_source_page: { ...pages, landing: 1, area: 1 },
      by_source_host: [
        { host: "duckduckgo.com", leads: 1 },
        { host: "google.com", leads: 1 },
      ],
      by_city: [
        { city: "Heber", leads: 1 },
        { city: "Provo", leads: 1 },
      ],
    });
  });

  it("gives a month without requests as zeros, no median and empty lists", async () => {
    expect(await month("2025-09-01")).toEqual({
      month: "2025-09-01",
      time_zone: "America/Denver",
      new_leads: 0,
      won: 0,
      lost: 0,
      lost_by_reason: reasons,
      first_contacts: 0,
      median_first_contact_seconds: null,
      quoted: 0,
      won_one_off_cents: 0,
      won_monthly_cents: 0,
      by_source_page: pages,
      by_source_host: [],
      by_city: [],
    });
  });

  it("counts a request sent at 23:30 on a month's last day in that month, whatever the session's zone", async () => {
    const leadsIn = (zone: string) =>
      as(
        db,
        "authenticated",
        async (tx) => {
          await tx.query("select set_config('timezone', $1, true)", [zone]);
          const { rows } = await tx.query<{ october: number; november: number; december: number }>(
            `select (public.inbox_month('2025-10-01') ->> 'new_leads')::int as october,
                    (public.inbox_month('2025-11-01') ->> 'new_leads')::int as november,
                    (public.inbox_month('2025-12-01') ->> 'new_leads')::int as december`,
          );
          return rows[0];
        },
        signedIn(owner),
      );
    for (const zone of ["UTC", "Pacific/Auckland", "America/Denver"])
      expect(await leadsIn(zone), zone).toEqual({ october: 2, november: 6, december: 1 });
  });

  it("takes any day of the month", async () => {
    expect(await month("2025-11-17")).toEqual(await month("2025-11-01"));
  });

  it.each([
    ["anon", "permission denied for function inbox_month"],
    ["partner", "Only staff may read the inbox's figures."],
    ["service_role", "permission denied for function inbox_month"],
  ] as const)("refuses %s (42501)", async (caller, message) => {
    await expect(month("2025-11-01", caller)).rejects.toMatchObject({ code: "42501", message });
  });
});
