import userEvent from "@testing-library/user-event";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, expect, it } from "vitest";
import { Inbox } from "@/features/owner/components/Inbox";
import type { Client } from "@/features/owner/api/requests";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The Missed pickups view of the inbox on the local Supabase: staff read residents' reports
// under the real policies, each beside the crew's last mark of that building on that night.

let server: SupabaseTestServer;
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
}, 60_000);
/** The staff clients of this test; each leaves Realtime before the server closes. */
const clients: Client[] = [];
const signIn = async () => {
  const client = (await clientFor(server, staffEmail)) as Client;
  clients.push(client);
  return client;
};
// The view's live channel first, then the server: a socket the server closes under it would try
// to reconnect every few seconds for the rest of the worker's run and fail once jsdom is gone.
afterEach(async () => {
  cleanup();
  for (const client of clients.splice(0)) await client.removeAllChannels();
  await server.close();
});

/** Maple Court's buildings North, South and East, by name. */
async function seed() {
  await server.addUser("pat@maple.example", "correct horse battery");
  const [property] = await server.sql<{ id: string; public_code: string }>(
    `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                select id, 'Maple Homes', 'Pat Lee', '+18015550190' from auth.users
                 where email = 'pat@maple.example' returning id)
     insert into public.properties (partner_id, name, street_address, city, units, service_override)
     select id, 'Maple Court', '100 N Main St', 'Orem', 24, 'on' from p returning id, public_code`,
  );
  const ids: Record<string, string> = {};
  for (const [position, name] of ["North", "South", "East"].entries()) {
    const [row] = await server.sql<{ id: string }>(
      "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3) returning id",
      [property?.id, name, position],
    );
    ids[name] = row?.id ?? "";
  }
  /** A mark of the building tonight at this time in Utah. */
  const mark = async (building: string, time: string, problem: string | null = null) =>
    server
      .sql(
        `insert into public.pickup_marks (id, building_id, property_id, kind, problem, marked_at)
       values (gen_random_uuid(), $1, $2, $3, $4, now())
       returning id`,
        [ids[building], property?.id, problem ? "problem" : "picked_up", problem],
      )
      .then(([row]) =>
        server.sql(
          `update public.pickup_marks set happened_at = (public.current_night() + $2::interval)
           at time zone 'America/Denver' where id = $1`,
          [(row as { id: string }).id, time],
        ),
      );
  const report = async (
    building: string,
    unit: string | null,
    phone: string | null,
    ago: number,
  ) => {
    const id = crypto.randomUUID();
    await server.sql("select public.report_missed_pickup($1, $2, $3, $4, $5)", [
      property?.public_code,
      id,
      ids[building],
      unit,
      phone,
    ]);
    await server.sql(
      "update public.missed_pickup_reports set created_at = now() - make_interval(mins => $2) where id = $1",
      [id, ago],
    );
    return id;
  };
  return { mark, report };
}

it("lists reports newest first, each with the crew's mark of that building that night, and Call and Text", async () => {
  const { mark, report } = await seed();
  await mark("South", "21 hours 42 minutes");
  // A problem, then a return visit that picked it up: the later mark speaks.
  await mark("East", "21 hours 5 minutes", "no_access");
  await mark("East", "23 hours 10 minutes");
  await mark("North", "22 hours", "bulk_item");
  const south = await report("South", "4B", "+18015550177", 30);
  await report("North", null, null, 20);
  const east = await report("East", null, null, 10);
  await server.sql("update public.pickup_marks set night = night - 1 where problem = 'bulk_item'");
  // South's photo came with its small copy; East's before small copies were made.
  await server.sql("update public.missed_pickup_reports set has_photo = true where id = any($1)", [
    [south, east],
  ]);
  for (const name of [`reports/${south}.jpg`, `reports/${south}.thumb.jpg`, `reports/${east}.jpg`])
    await server.storage.put(
      name,
      new Uint8Array([0xff, 0xd8, 0xff]),
      "image/jpeg",
      "pickup-photos",
    );
  const client = await signIn();
  // East's last mark was made by the owner's own account: the list names who, as the route does.
  await server.sql(
    `update public.pickup_marks set marked_by = (select id from auth.users where email = $1)
     where building_id = (select building_id from public.missed_pickup_reports where id = $2)
       and kind = 'picked_up'`,
    [staffEmail, east],
  );
  render(
    <MemoryRouter initialEntries={["/owner?view=missed"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  const view = await screen.findByRole("region", { name: "Missed pickups" }, { timeout: 8000 });
  const rows = await within(view).findAllByRole("listitem", {}, { timeout: 8000 });
  expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
    "East, Maple Court",
    "North, Maple Court",
    "South, Maple Court",
  ]);
  expect(rows[0]).toHaveTextContent(`The crew: picked up at 11:10 PM, by ${staffEmail}`);
  // North's only mark is of another night: none beside a report of tonight.
  expect(rows[1]).toHaveTextContent("The crew: no mark that night");
  expect(rows[2]).toHaveTextContent("Unit 4B · (801) 555-0177 · Reported");
  expect(rows[2]).toHaveTextContent("The crew: picked up at 9:42 PM");
  expect(rows[2]).not.toHaveTextContent(", by ");
  expect(
    within(rows[2]!).getByRole("link", { name: "Call the resident at South" }),
  ).toHaveAttribute("href", "tel:+18015550177");
  expect(
    within(rows[2]!).getByRole("link", { name: "Text the resident at South" }),
  ).toHaveAttribute("href", "sms:+18015550177");
  expect(within(rows[1]!).queryByRole("link")).toBeNull();
  // A list shows small copies only (or a placeholder), each opening the photo itself.
  const small = within(rows[2]!).getByRole("img", { name: "The resident's photo at South" });
  expect(small.getAttribute("src")).toContain(`/pickup-photos/reports/${south}.thumb.jpg?token=`);
  expect(small.closest("a")?.getAttribute("href")).toContain(
    `/pickup-photos/reports/${south}.jpg?`,
  );
  const placeholder = within(rows[0]!).getByRole("img", { name: "The resident's photo at East" });
  expect(placeholder).not.toHaveAttribute("src");
  expect(placeholder.closest("a")?.getAttribute("href")).toContain(`/reports/${east}.jpg?`);
  expect(
    [...view.querySelectorAll("img")].filter((img) => !img.src.includes(".thumb.jpg?")),
  ).toEqual([]);
});

it("says when there is no report", async () => {
  const client = await signIn();
  render(
    <MemoryRouter initialEntries={["/owner?view=missed"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  expect(
    await screen.findByText("No missed pickups reported.", {}, { timeout: 8000 }),
  ).toBeVisible();
});

it("lists held reports apart, releases one into the list, and says at the top while the human check is not working", async () => {
  await seed();
  const [north] = await server.sql<{ id: string; code: string }>(
    `select b.id, p.public_code as code from public.property_buildings b
       join public.properties p on p.id = b.property_id where b.name = 'North'`,
  );
  await server.sql(
    "select public.report_missed_pickup($1, gen_random_uuid(), $2, '9A', '+18015550188', false, null, 'unavailable')",
    [north?.code, north?.id],
  );
  const client = await signIn();
  render(
    <MemoryRouter initialEntries={["/owner?view=missed"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  const notice = await screen.findByRole(
    "region",
    { name: "The site's human check is not working" },
    { timeout: 8000 },
  );
  expect(notice).toHaveTextContent(/ask whoever set up the site to fix it/);
  const view = await screen.findByRole("region", { name: "Missed pickups" }, { timeout: 8000 });
  expect(await within(view).findByText("No missed pickups reported.")).toBeVisible();
  const held = await within(view).findByRole("region", { name: "Held reports" }, { timeout: 8000 });
  expect(within(held).getByRole("listitem")).toHaveTextContent(
    "North, Maple CourtThe human check is not working · Unit 9A · (801) 555-0188 · Reported",
  );
  within(held).getByRole("button", { name: "Release the report of North, Maple Court" }).click();
  const [row] = await within(view).findAllByRole("listitem", {}, { timeout: 8000 });
  expect(row).toHaveTextContent("Unit 9A · (801) 555-0188 · Reported");
  await expect
    .poll(() => within(view).queryByRole("region", { name: "Held reports" }), { timeout: 8000 })
    .toBeNull();
});

it("lists held reports a page at a time, the next on Show more", async () => {
  await seed();
  // 55 held by the human check, a minute apart: the oldest five are on the second page.
  await server.sql(
    `insert into public.missed_pickup_reports (id, property_id, building_id, night, unit,
       held_reason)
     select gen_random_uuid(), b.property_id, b.id, public.current_night(), 'Unit ' || n,
            'check_failed'
       from public.property_buildings b, generate_series(1, 55) n
      where b.name = 'North'`,
  );
  // Stored at the time of the insert, whatever it says: moved back as report() moves them.
  await server.sql(
    `update public.missed_pickup_reports
        set created_at = now() - make_interval(mins => substring(unit from 6)::int)`,
  );
  const user = userEvent.setup();
  const client = await signIn();
  render(
    <MemoryRouter initialEntries={["/owner?view=missed"]}>
      <Inbox client={client} token="token" />
    </MemoryRouter>,
  );
  const held = await screen.findByRole("region", { name: "Held reports" }, { timeout: 8000 });
  // By text: role queries over 50 rows are slow in jsdom.
  expect(await within(held).findByText(/Unit Unit 50 ·/, {}, { timeout: 8000 })).toBeVisible();
  expect(within(held).queryByText(/Unit Unit 51 ·/)).toBeNull();
  await user.click(within(held).getByRole("button", { name: "Show more" }));
  expect(await within(held).findByText(/Unit Unit 55 ·/, {}, { timeout: 8000 })).toBeVisible();
  expect(within(held).getAllByText(/Unit Unit \d+ ·/)).toHaveLength(55);
  expect(within(held).queryByRole("button", { name: "Show more" })).toBeNull();
}, 60_000);
