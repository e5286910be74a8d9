// @ts-check
// `npm run bench:queries`: what each business screen's SQL call costs the database at scale
// (docs/performance/owner-queries.md). It opens the local backend's database on disk (seeded once
// by `npm run dev -- --seed scale`, docs/dev/local-backend.md; or the folder given as argument),
// applies the migrations added since as a restart of `npm run dev` does (openDataDir), takes the
// tables' statistics, adds a crew account if it has none (the seed has none), then runs each call
// 5 times as the role its screen signs in with, set as PostgREST sets it (`role` and
// `request.jwt.claims`, local to the call's transaction), and prints the median of the last 4
// (the first compiles the function), the rows it read from the project's tables (counted by
// PostgreSQL: pg_stat_xact_user_tables, the same on every machine) and the load average. A sixth run under auto_explain
// (`log_nested_statements`, `log_analyze`) gives the plan of the slowest statement inside the
// call, printed after the table (BENCH_PLANS=0: none). BENCH_ONLY=<text> runs the calls whose
// label holds it. A benchmark, not a test: PGlite is PostgreSQL in WebAssembly, many times slower
// than a hosted database on a loaded machine; compare times of one batch, and read the plans.
//
//   node scripts/bench-queries.js [<database folder>]
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { auto_explain } from "@electric-sql/pglite/contrib/auto_explain";
import { runnerImport } from "vite";
import { median } from "./lighthouse.js";

const root = fileURLToPath(new URL("../", import.meta.url));
const dataDir = process.argv[2] ?? `${root}.local/supabase/db`;
const runs = 5;
const plans = process.env.BENCH_PLANS !== "0";
const only = process.env.BENCH_ONLY;

/** @type {{ module: typeof import("../supabase/local/database.ts") }} */
const { module: database } = await runnerImport(`${root}supabase/local/database.ts`);
await (await database.openDataDir(dataDir)).db.close();
const db = await PGlite.create({ dataDir, extensions: { auto_explain } });
// The statistics a hosted database's autovacuum keeps: PGlite runs no autovacuum, and the seed
// took none, so without them the planner guesses each table's rows and picks other plans.
await db.exec("set timezone = 'UTC'; load 'auto_explain'; analyze");

/** @param {string} sql */
const one = async (sql) => (await db.query(sql)).rows[0] ?? {};
const staffId = (await one("select user_id as id from public.staff order by created_at limit 1"))
  .id;
const partner = await one(`
  select p.user_id as id, m.property_id as property from public.partners p
    join public.properties pr on pr.partner_id = p.id
    join public.pickup_marks m on m.property_id = pr.id
   where p.user_id = (select id from auth.users where email = 'scale-partner@example.com')
   group by 1, 2 order by count(*) desc limit 1`);
if (!staffId || !partner.id) {
  console.error(`${dataDir} is not seeded at scale: npm run dev -- --seed scale first.`);
  process.exit(2);
}
// The crew's screens need a crew member: one of the bench's own, kept in the folder.
const crewId = "00000000-0000-4000-8000-0000000c4e01";
await db.query(
  "insert into auth.users (id, email) values ($1, 'bench-crew@example.com') on conflict do nothing",
  [crewId],
);
await db.query(
  "insert into public.crew (user_id, email) values ($1, 'bench-crew@example.com') on conflict do nothing",
  [crewId],
);

/** Rows the transaction has read so far from the project's tables, by scan or through an index. */
const readSql = `select coalesce(sum(seq_tup_read + idx_tup_fetch), 0)::int as n
                   from pg_catalog.pg_stat_xact_user_tables`;
/** @param {import("@electric-sql/pglite").Transaction} tx */
const rowsRead = async (tx) => (await tx.query(readSql)).rows[0].n;

/**
 * One call as the account `user`, in its own transaction; with `onNotice`, under auto_explain,
 * each statement's plan passed to it.
 * @param {string} user @param {string} sql @param {unknown[]} params
 * @param {(notice: any) => void} [onNotice]
 */
async function call(user, sql, params, onNotice) {
  return db.transaction(async (tx) => {
    if (onNotice)
      await tx.exec(`set local auto_explain.log_min_duration = 0; set local auto_explain.log_analyze = on;
        set local auto_explain.log_nested_statements = on; set local client_min_messages = log`);
    await tx.query(
      "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
      [JSON.stringify({ sub: user, role: "authenticated" })],
    );
    const before = await rowsRead(tx);
    const started = performance.now();
    const result = await tx.query(sql, params, { onNotice });
    const ms = performance.now() - started;
    return { ms, rows: result.rows, read: (await rowsRead(tx)) - before };
  });
}

// The business's month, on its clock (private.business_day).
const { month } = await one(
  "select date_trunc('month', private.business_day())::date::text as month",
);
const openPage1 = await call(staffId, "select id from public.inbox_requests('open')", []);
const openOrem1 = await call(staffId, "select id from public.inbox_requests('open', 'orem')", []);
const missed1 = await call(staffId, "select id from public.missed_pickups()", []);
const held1 = await call(staffId, "select id from public.held_requests(50)", []);
/** @param {{ rows: any[] }} page */
const lastId = (page) => page.rows.at(-1)?.id;

/** @type {[string, string, string, unknown[]][]} label, account, SQL, parameters */
const calls = [
  ["inbox_requests('open'), page 1", staffId, "select * from public.inbox_requests('open')", []],
  [
    "inbox_requests('open'), page 2",
    staffId,
    "select * from public.inbox_requests('open', '', $1)",
    [lastId(openPage1)],
  ],
  ...["new", "contacted", "scheduled", "done", "lost", "all"].map(
    (status) =>
      /** @type {[string, string, string, unknown[]]} */ ([
        `inbox_requests('${status}')`,
        staffId,
        "select * from public.inbox_requests($1)",
        [status],
      ]),
  ),
  [
    "inbox_requests('open', 'orem')",
    staffId,
    "select * from public.inbox_requests('open', 'orem')",
    [],
  ],
  [
    "inbox_requests('open', 'orem'), page 2",
    staffId,
    "select * from public.inbox_requests('open', 'orem', $1)",
    [lastId(openOrem1)],
  ],
  [
    "inbox_requests('open', 'zzz'), no match",
    staffId,
    "select * from public.inbox_requests('open', 'zzz')",
    [],
  ],
  [
    "inbox_requests('all', 'customer 2999')",
    staffId,
    "select * from public.inbox_requests('all', 'customer 2999')",
    [],
  ],
  [
    "inbox_requests('all', 'zzz'), no match",
    staffId,
    "select * from public.inbox_requests('all', 'zzz')",
    [],
  ],
  [
    "inbox_requests('all', '801 200 3700'), a phone",
    staffId,
    "select * from public.inbox_requests('all', '801 200 3700')",
    [],
  ],
  [
    "inbox_requests('all', '801 555'), no match",
    staffId,
    "select * from public.inbox_requests('all', '801 555')",
    [],
  ],
  ["inbox_summary()", staffId, "select * from public.inbox_summary()", []],
  ["inbox_upcoming()", staffId, "select * from public.inbox_upcoming()", []],
  ["inbox_reviews()", staffId, "select * from public.inbox_reviews()", []],
  ["inbox_month(this month)", staffId, "select public.inbox_month($1)", [month]],
  [
    "month_collected_online(this month)",
    staffId,
    "select * from public.month_collected_online($1)",
    [month],
  ],
  ["held_requests(50), page 1", staffId, "select * from public.held_requests(50)", []],
  [
    "held_requests(50), page 2",
    staffId,
    "select * from public.held_requests(50, $1)",
    [lastId(held1)],
  ],
  ["held_request_count()", staffId, "select public.held_request_count()", []],
  ["missed_pickups(), page 1", staffId, "select * from public.missed_pickups()", []],
  [
    "missed_pickups(), page 2",
    staffId,
    "select * from public.missed_pickups($1)",
    [lastId(missed1)],
  ],
  [
    "partner_accounts(without buildings), staff",
    staffId,
    "select * from public.partner_accounts(with_buildings => false)",
    [],
  ],
  ["route_night(), staff", staffId, "select public.route_night()", []],
  ["route_night(), crew", crewId, "select public.route_night()", []],
  ["crew_jobs(), crew", crewId, "select * from public.crew_jobs()", []],
  [
    "property_month(busiest property), partner",
    partner.id,
    "select * from public.property_month($1)",
    [partner.property],
  ],
];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(", ");
console.log(`${dataDir}, load average ${load()} at the start

| call | median | slowest statement inside | rows read | rows answered | load average |
| --- | --- | --- | --- | --- | --- |`);
/** @type {[string, string][]} */
const slowest = [];
for (const [label, user, sql, params] of calls) {
  if (only && !label.includes(only)) continue;
  const times = [];
  let rows = 0;
  let read = 0;
  for (let i = 0; i < runs; i++) {
    const result = await call(user, sql, params);
    times.push(result.ms);
    rows = result.rows.length;
    read = result.read;
  }
  let inside = "";
  if (plans) {
    /** @type {{ ms: number, plan: string }[]} */
    const statements = [];
    await call(user, sql, params, (notice) => {
      const found = /^duration: ([\d.]+) ms\s+plan:\nQuery Text: ([\s\S]*)$/.exec(notice.message);
      // The statements inside the call: neither the call itself nor the role's settings.
      if (found?.[2] && ![sql, "select set_config", readSql].some((s) => found[2]?.startsWith(s)))
        statements.push({ ms: Number(found[1]), plan: found[2] });
    });
    const inner = statements.sort((a, b) => b.ms - a.ms)[0];
    if (inner) {
      inside = `${inner.ms.toFixed(1)} ms`;
      slowest.push([label, inner.plan]);
    }
  }
  console.log(
    `| ${label} | ${median(times.slice(1)).toFixed(1)} ms | ${inside} | ${read} | ${rows} | ${load()} |`,
  );
}
for (const [label, plan] of slowest) console.log(`\n### ${label}\n\n${plan}`);
await db.close();
