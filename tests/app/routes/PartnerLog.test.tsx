import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useSupabaseServer } from "../../support/auth-harness";
import { asPartner, renderPartner, signIn, slow } from "../../support/partner-page";
import { jsonReply, type SupabaseTestServer } from "../../support/supabase-server";

// The partner's service log on /partner with the real AuthProvider and supabase-js, against the
// local Supabase on the real migrations: the crew's marks and residents' reports as the database
// stores them, read under RLS, their photos signed by Storage's own policies.

type Mark = {
  building: string;
  night: string;
  /** Utah's clock that evening, "21:42". */
  at?: string;
  problem?: string;
  unit?: string;
  note?: string;
  photo?: boolean;
  /** Whether its photo's small copy arrived too (marks/<id>.thumb.jpg). */
  smallCopy?: boolean;
  /** How long after it was made the server got it ("3 hours"); at once if not given. */
  recordedAfter?: string;
};

/**
 * A mark as the crew's phone stores it (the trigger fills the property and the night), then moved
 * to the night and time given, as a mark of that night would have been stored.
 */
async function addMark(server: SupabaseTestServer, mark: Mark) {
  const id = crypto.randomUUID();
  await server.sql(
    `insert into public.pickup_marks (id, building_id, kind, problem, unit, note, photo_path, marked_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())`,
    [
      id,
      mark.building,
      mark.problem ? "problem" : "picked_up",
      mark.problem ?? null,
      mark.unit ?? null,
      mark.note ?? null,
      mark.photo ? `marks/${id}.jpg` : null,
    ],
  );
  await server.sql(
    `update public.pickup_marks
        set night = $2::date,
            happened_at = ($2::date + $3::time) at time zone 'America/Denver',
            recorded_at = ($2::date + $3::time) at time zone 'America/Denver' + $4::interval
      where id = $1`,
    [id, mark.night, mark.at ?? "21:42", mark.recordedAfter ?? "0"],
  );
  for (const name of [
    ...(mark.photo ? [`marks/${id}.jpg`] : []),
    ...(mark.smallCopy ? [`marks/${id}.thumb.jpg`] : []),
  ])
    await server.storage.put(
      name,
      new Uint8Array([0xff, 0xd8, 0xff]),
      "image/jpeg",
      "pickup-photos",
    );
  return id;
}

/** A resident's report of that night at 10:15 p.m. */
async function addReport(
  server: SupabaseTestServer,
  building: string,
  night: string,
  unit: string,
) {
  const [row] = await server.sql<{ property_id: string }>(
    "select property_id from public.property_buildings where id = $1",
    [building],
  );
  await server.sql(
    `insert into public.missed_pickup_reports (id, building_id, property_id, unit, night, created_at)
     values (gen_random_uuid(), $1, $2, $3, $4::date,
             ($4::date + time '22:15') at time zone 'America/Denver')`,
    [building, row?.property_id, unit, night],
  );
  // The limits' trigger sets the night and time of arrival: put them back on that night.
  await server.sql(
    `update public.missed_pickup_reports
        set night = $2::date, created_at = ($2::date + time '22:15') at time zone 'America/Denver'
      where building_id = $1`,
    [building, night],
  );
}

/** Tonight by the server's clock, the first night of last month and how many nights it had. */
async function calendar(server: SupabaseTestServer) {
  const [row] = await server.sql<{ tonight: string; first: string; days: number }>(
    `select public.current_night()::text as tonight,
            (date_trunc('month', public.current_night()) - interval '1 month')::date::text as first,
            extract(day from date_trunc('month', public.current_night()) - interval '1 day')::int as days`,
  );
  return row!;
}

const plusDays = (night: string, days: number) =>
  new Date(Date.parse(`${night}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A night as the log names it: "Thu, Oct 1". */
const nightName = (night: string) =>
  new Date(`${night}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

const monthName = (night: string) =>
  new Date(`${night}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** The buildings of the harness's property, by name; the property and them made months ago. */
async function buildingsOf(server: SupabaseTestServer, propertyId: string, age = "3 months") {
  await server.sql(
    `update public.properties set created_at = now() - $2::interval,
       rules = 'Bags tied.
Nothing beside the door.' where id = $1`,
    [propertyId, age],
  );
  await server.sql(
    "update public.property_buildings set created_at = now() - $2::interval where property_id = $1",
    [propertyId, age],
  );
  const rows = await server.sql<{ id: string; name: string }>(
    "select id, name from public.property_buildings where property_id = $1",
    [propertyId],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>;
}

/** Another partner's property with a building, a mark with a photo and a report, last month. */
async function otherPartner(server: SupabaseTestServer, night: string) {
  const userId = await server.addUser("other@example.com", "another good password");
  const [partner] = await server.sql<{ id: string }>(
    `insert into public.partners (user_id, company_name, contact_name, phone)
     values ($1, 'Oak Homes', 'Sam Oak', '+18015550191') returning id`,
    [userId],
  );
  const [property] = await server.sql<{ id: string }>(
    `insert into public.properties (partner_id, name, street_address, city, units, service_override)
     values ($1, 'Oak Court', '5 Oak St', 'Provo', 10, 'on') returning id`,
    [partner?.id],
  );
  const [building] = await server.sql<{ id: string }>(
    `insert into public.property_buildings (property_id, name, position)
     values ($1, 'Oak 1', 0) returning id`,
    [property?.id],
  );
  const mark = await addMark(server, {
    building: building!.id,
    night,
    photo: true,
    problem: "no_access",
    unit: "99",
  });
  await addReport(server, building!.id, night, "98");
  return { mark };
}

/** The page's reads, in order: its calls to PostgREST and to Storage's signing of photos. */
async function reads(server: SupabaseTestServer) {
  return (await server.requests())
    .map((request) => request.path)
    .filter((path) => path.startsWith("/rest/v1/") || path.startsWith("/storage/v1/object/sign/"));
}

describe("the partner's service log", { timeout: 90_000 }, () => {
  const context = useSupabaseServer({ confirmEmail: false });

  it("shows each night's buildings, the share fully served, the units to follow up, residents' reports beside the mark", async () => {
    const { server } = context;
    const ids = await asPartner(server);
    const building = await buildingsOf(server, ids.propertyId);
    const { tonight, first, days } = await calendar(server);
    const second = plusDays(first, 1);
    const photo = await addMark(server, {
      building: building.A!,
      night: first,
      photo: true,
      smallCopy: true,
    });
    const noSmallCopy = await addMark(server, { building: building.B!, night: first, photo: true });
    await addMark(server, { building: building.C!, night: first, at: "23:05" });
    await addMark(server, { building: building.A!, night: second });
    await addMark(server, {
      building: building.B!,
      night: second,
      problem: "outside_window",
      unit: "12",
      note: "Bags by the mailbox",
    });
    await addReport(server, building.B!, second, "7");
    await addMark(server, { building: building.A!, night: tonight, at: "20:30" });
    await otherPartner(server, first);

    const user = await renderPartner();
    await signIn(user);
    const log = await screen.findByRole("region", { name: "Service log" }, slow);

    // This month first: tonight's row, A marked, the others not yet (not "No mark": the route
    // may still be on its way).
    const thisMonth = await within(log).findByRole(
      "table",
      {
        name: `Maple Court: each night of ${monthName(tonight)}`,
      },
      slow,
    );
    const month = within(log).getByLabelText("Month");
    expect(month).toHaveDisplayValue(monthName(tonight));
    const tonightRow = within(thisMonth)
      .getByRole("rowheader", { name: new RegExp(`^${nightName(tonight)}(?!\\d)`) })
      .closest("tr")!;
    expect(tonightRow).toHaveTextContent("tonight");
    expect(
      within(tonightRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Picked up at 8:30 PM", "Not marked yet", "Not marked yet"]);
    // On open, after the account's two reads, the log reads its one property's month in one
    // call (tonight has no photo to sign).
    const opened = await reads(server);
    expect(opened).toEqual([
      "/rest/v1/rpc/is_staff",
      "/rest/v1/rpc/partner_accounts",
      "/rest/v1/rpc/property_month",
    ]);

    // Last month, chosen in the picker: every night of it.
    await user.selectOptions(month, monthName(first));
    const table = await within(log).findByRole(
      "table",
      {
        name: `Maple Court: each night of ${monthName(first)}`,
      },
      slow,
    );
    const row = (night: string) =>
      within(table)
        .getByRole("rowheader", { name: new RegExp(`^${nightName(night)}(?!\\d)`) })
        .closest("tr")!;
    expect(within(table).getAllByRole("rowheader")).toHaveLength(days);
    // Another month: its one call, and one to sign its photos and their small copies.
    expect((await reads(server)).slice(opened.length)).toEqual([
      "/rest/v1/rpc/property_month",
      "/storage/v1/object/sign/pickup-photos",
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Night", "A", "B", "C"]);

    const firstRow = row(first);
    expect(firstRow).toHaveTextContent("Fully served");
    expect(
      within(firstRow)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Picked up at 9:42 PM", "Picked up at 9:42 PM", "Picked up at 11:05 PM"]);
    const image = within(firstRow).getByRole("img", {
      name: `Photo of A, ${nightName(first)} (opens in a new tab)`,
    });
    // The log shows the photo's small copy, and opens the photo itself.
    expect(image.getAttribute("src")).toContain(
      `/storage/v1/object/sign/pickup-photos/marks/${photo}.thumb.jpg?token=`,
    );
    expect(image.closest("a")?.getAttribute("href")).toContain(
      `/storage/v1/object/sign/pickup-photos/marks/${photo}.jpg?token=`,
    );
    expect(image.closest("a")).toHaveAttribute("rel", "noopener noreferrer");
    // A photo without a small copy shows a placeholder, never the photo, and still opens it.
    const placeholder = within(firstRow).getByRole("img", {
      name: `Photo of B, ${nightName(first)} (opens in a new tab)`,
    });
    expect(placeholder).not.toHaveAttribute("src");
    expect(placeholder.closest("a")?.getAttribute("href")).toContain(
      `/storage/v1/object/sign/pickup-photos/marks/${noSmallCopy}.jpg?token=`,
    );

    const secondRow = row(second);
    expect(secondRow).not.toHaveTextContent("Fully served");
    const [a, b, c] = within(secondRow).getAllByRole("cell");
    expect(a).toHaveTextContent("Picked up at 9:42 PM");
    expect(b).toHaveTextContent(
      "Problem at 9:42 PM: Bag outside the windowUnit 12Bags by the mailboxA resident reported a missed pickup at 10:15 PM, unit 7",
    );
    expect(c).toHaveTextContent("No mark");
    expect(
      within(row(plusDays(first, 2)))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["No mark", "No mark", "No mark"]);

    const property = within(log).getByRole("region", { name: /^Maple Court$/ });
    expect(property).toHaveTextContent(
      `1 of ${days} nights fully served (${Math.round(100 / days)}%)`,
    );
    expect(property).toHaveTextContent(
      "A night is fully served when every building has a Picked up mark that night",
    );
    const followUp = within(property).getByRole("heading", { name: "Problems with a unit number" });
    expect(followUp.parentElement).toHaveTextContent(
      `${nightName(second)} · B · Unit 12 · Bag outside the window · Bags by the mailbox`,
    );
    expect(followUp.parentElement).toHaveTextContent("We do not contact residents.");

    // Another partner's property, marks, reports and photo: nowhere on this page.
    expect(log).not.toHaveTextContent("Oak");
    expect(log).not.toHaveTextContent("Unit 99");
    expect(log).not.toHaveTextContent("unit 98");
  });

  it("counts nights from the first mark, keeps a retired building on its nights, and says when a mark was recorded later", async () => {
    const { server } = context;
    const ids = await asPartner(server);
    // Added today, but served since the first of last month (as a property moved from paper).
    const building = await buildingsOf(server, ids.propertyId, "0");
    const { first } = await calendar(server);
    const second = plusDays(first, 1);
    for (const name of ["A", "B", "C"])
      await addMark(server, { building: building[name]!, night: first });
    await addMark(server, {
      building: building.A!,
      night: second,
      recordedAfter: "3 hours 35 minutes",
    });
    await addMark(server, {
      building: building.C!,
      night: second,
      problem: "no_access",
      unit: "5",
    });
    // C leaves the route: saved without it, as the partner's page does.
    await server.sql("update public.property_buildings set retired_at = now() where id = $1", [
      building.C,
    ]);

    const user = await renderPartner();
    await signIn(user);
    const log = await screen.findByRole("region", { name: "Service log" }, slow);
    await within(log).findByRole("table", {}, slow);
    const month = within(log).getByLabelText("Month");
    await user.selectOptions(month, monthName(first));
    const table = await within(log).findByRole(
      "table",
      { name: `Maple Court: each night of ${monthName(first)}` },
      slow,
    );
    const row = (night: string) =>
      within(table)
        .getByRole("rowheader", { name: new RegExp(`^${nightName(night)}(?!\\d)`) })
        .closest("tr")!;
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Night", "A", "B", "C (off the route)"]);
    expect(
      within(row(first))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Picked up at 9:42 PM", "Picked up at 9:42 PM", "Picked up at 9:42 PM"]);
    expect(row(first)).toHaveTextContent("Fully served");
    const [a, , c] = within(row(second)).getAllByRole("cell");
    expect(a).toHaveTextContent("Picked up at 9:42 PM, recorded 1:17 AM");
    expect(c).toHaveTextContent("Problem at 9:42 PM: No access");
    // The buildings were added today: on the nights between, none was on the route yet.
    expect(
      within(row(plusDays(first, 2)))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Not on the route", "Not on the route", "Not on the route"]);
    const property = within(log).getByRole("region", { name: /^Maple Court$/ });
    // Two nights with buildings on the route, the first fully served.
    expect(property).toHaveTextContent("1 of 2 nights fully served (50%)");
    const followUp = within(property).getByRole("heading", { name: "Problems with a unit number" });
    expect(followUp.parentElement).toHaveTextContent(`${nightName(second)} · C · Unit 5`);
  });

  it("reads only the partner's own marks, reports and photos: RLS and Storage refuse another's", async () => {
    const { server } = context;
    const ids = await asPartner(server);
    const building = await buildingsOf(server, ids.propertyId);
    const { first } = await calendar(server);
    const own = await addMark(server, { building: building.A!, night: first, photo: true });
    await addReport(server, building.A!, first, "3");
    const other = await otherPartner(server, first);

    const user = await renderPartner();
    await signIn(user);
    await screen.findByRole("region", { name: "Service log" }, slow);
    const { getSupabase } = await import("@/auth/supabase");
    const client = (await getSupabase())!;
    const { loadLog } = await import("@/features/partner/api/log");

    const month = await loadLog(client, [ids.propertyId], first.slice(0, 7));
    expect(month.ok && month.data.marks.map((m) => m.id)).toEqual([own]);
    expect(month.ok && month.data.reports.map((r) => r.unit)).toEqual(["3"]);
    expect(month.ok && [...month.data.photos.keys()]).toEqual([`marks/${own}.jpg`]);

    // Asked outright, by id and path: nothing of the other partner's.
    const marks = await client.from("pickup_marks").select("id").eq("id", other.mark);
    expect(marks.data).toEqual([]);
    const reports = await client.from("missed_pickup_reports").select("id").eq("unit", "98");
    expect(reports.data).toEqual([]);
    const theirs = await client.storage
      .from("pickup-photos")
      .createSignedUrl(`marks/${other.mark}.jpg`, 60);
    expect(theirs.data).toBeNull();
    expect(theirs.error).not.toBeNull();
    const mine = await client.storage.from("pickup-photos").createSignedUrl(`marks/${own}.jpg`, 60);
    expect(mine.error).toBeNull();
    // Both exist: the refusal is the policy's, not a missing file.
    expect((await server.storage.objects("pickup-photos")).map((o) => o.name).sort()).toEqual(
      [`marks/${other.mark}.jpg`, `marks/${own}.jpg`].sort(),
    );
  });

  it("opens a printable sign with the residents' page's QR code, and goes back where it was", async () => {
    const { server } = context;
    const ids = await asPartner(server);
    await buildingsOf(server, ids.propertyId);
    const [{ code } = { code: "" }] = await server.sql<{ code: string }>(
      "select public_code as code from public.properties where id = $1",
      [ids.propertyId],
    );
    const user = await renderPartner();
    await signIn(user);
    const open = await screen.findByRole("button", { name: "Print a sign for Maple Court" }, slow);
    await user.click(open);
    const sign = screen.getByRole("article", { name: "Maple Court" });
    expect(within(sign).getByRole("heading", { level: 2, name: "Maple Court" })).toHaveFocus();
    expect(sign).toHaveTextContent("Set bags out from 6:00 PM to 12:00 AM");
    expect(sign).toHaveTextContent("Bags tied. Nothing beside the door.");
    const url = `https://www.example.com/r/${code}`;
    const qr = await within(sign).findByRole("img", { name: `QR code of ${url}` }, slow);
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M4 4h7v1h-7z/);
    expect(sign).toHaveTextContent(`www.example.com/r/${code}`);
    // The page's other sections are out of the way (and out of the print).
    expect(screen.queryByRole("region", { name: "Service log" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Back to your properties" }));
    await expect.poll(() => document.activeElement).toBe(open);
    expect(screen.getByRole("region", { name: "Service log" })).toBeVisible();
  });

  it("says so when the log cannot load (a 500, an answer of the wrong shape), and Try again loads it", async () => {
    const { server } = context;
    const ids = await asPartner(server);
    const building = await buildingsOf(server, ids.propertyId);
    const { first } = await calendar(server);
    await addMark(server, { building: building.A!, night: first });
    const user = await renderPartner();
    await signIn(user);
    const log = await screen.findByRole("region", { name: "Service log" }, slow);
    await within(log).findByRole("table", {}, slow);

    await server.answer({
      rpc: { property_month: jsonReply({ message: "upstream failed" }, 500) },
    });
    await user.selectOptions(within(log).getByLabelText("Month"), monthName(first));
    expect(await within(log).findByRole("alert", {}, slow)).toHaveTextContent(
      "We could not reach the server to load the service log: no network, or it is down.",
    );
    for (const wrong of [
      { rows: "not a list" },
      [{ tonight: first, first_night: first, marks: "not a list", reports: [] }],
      [{ tonight: first, first_night: first, marks: [{ id: 1 }], reports: [] }],
    ]) {
      await server.answer({ rpc: { property_month: jsonReply(wrong) } });
      await user.click(within(log).getByRole("button", { name: "Try again" }));
      expect(await within(log).findByRole("alert", {}, slow)).toHaveTextContent(
        "The service log could not be loaded.",
      );
    }

    await server.answer({ rpc: {} });
    await user.click(within(log).getByRole("button", { name: "Try again" }));
    const table = await within(log).findByRole(
      "table",
      { name: `Maple Court: each night of ${monthName(first)}` },
      slow,
    );
    expect(table).toHaveTextContent("Picked up at 9:42 PM");
    expect(within(log).getByLabelText("Month")).toHaveDisplayValue(monthName(first));
  });
});
