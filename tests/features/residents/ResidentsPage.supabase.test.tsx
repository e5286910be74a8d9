import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { allowConsoleErrors } from "../../support/console";
import { useSupabaseServer } from "../../support/auth-harness";
import { jsonReply } from "../../support/supabase-server";

// The residents' page /r/<code> on the local Supabase server (the real migrations on PGlite):
// what a resident sees of a property's night, what they never see of anyone, the 404 page for a
// code no property has, and the report of a missed pickup with each way it can fail.

// The first load brings in supabase-js, which takes a while on a busy machine.
const slow = { timeout: 8000 };

/** What the database holds that the page must never show: names, units, notes, phones. */
const privateValues = [
  "Pat Lee",
  "+18015550190",
  "(801) 555-0190",
  "Gate code 4321",
  "12B",
  "Couch of the Smiths",
  "7C",
  "+18015550177",
  "(801) 555-0177",
  "pat@example.com",
  "marks/",
];

describe("the residents' page", { timeout: 30_000 }, () => {
  const context = useSupabaseServer();
  const sql = <T = Record<string, unknown>,>(query: string, params: unknown[] = []) =>
    context.server.sql(query, params) as Promise<T[]>;

  /**
   * Maple Court with buildings North, South and East: South picked up tonight at 9:42 PM in Utah,
   * East marked with a problem at a unit with a note, and a resident's report of North with a
   * unit and a phone.
   */
  async function seed() {
    const partnerUser = await context.server.addUser("pat.lee@maple.example", "a password 123");
    const [property] = await sql<{ id: string; public_code: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id)
       insert into public.properties (partner_id, name, street_address, city, units, set_out_from,
         set_out_until, rules, access_notes, service_override)
       select id, 'Maple Court', '100 N Main St', 'Orem', 24, '18:00', '20:00',
         'Bags tied, in the bin room.', 'Gate code 4321', 'on' from p returning id, public_code`,
      [partnerUser],
    );
    const buildings: Record<string, string> = {};
    for (const [position, name] of ["North", "South", "East"].entries()) {
      const [row] = await sql<{ id: string }>(
        "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3) returning id",
        [property!.id, name, position],
      );
      buildings[name] = row!.id;
    }
    await sql(
      `insert into public.pickup_marks (id, building_id, property_id, kind, marked_at)
       values (gen_random_uuid(), $1, $2, 'picked_up', now())`,
      [buildings.South, property!.id],
    );
    // 9:42 PM in Utah on tonight's date, whatever the season and the machine's zone.
    await sql(
      "update public.pickup_marks set happened_at = (public.current_night() + interval '21 hours 42 minutes') at time zone 'America/Denver'",
    );
    await sql(
      `insert into public.pickup_marks (id, building_id, property_id, kind, problem, unit, note, marked_at)
       values (gen_random_uuid(), $1, $2, 'problem', 'bulk_item', '12B', 'Couch of the Smiths', now())`,
      [buildings.East, property!.id],
    );
    await sql(
      "select public.report_missed_pickup($1, gen_random_uuid(), $2, '7C', '+18015550177', false, null, 'passed')",
      [property!.public_code, buildings.North],
    );
    return { code: property!.public_code, buildings };
  }

  /** The route as the app has it, with the site's own 404 page. */
  async function open(code: string) {
    const { default: Residents } = await import("@/app/routes/Residents");
    render(
      <MemoryRouter initialEntries={[`/r/${code}`]}>
        <Routes>
          <Route path="/r/:code" element={<Residents />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  const pageCalls = async () =>
    (await context.server.requests()).filter((r) => r.path === "/rest/v1/rpc/resident_page");

  it("shows the night, the window, the rules and each building's pickup time, and nobody's data", async () => {
    const { code } = await seed();
    await open(code);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Maple Court" }, slow),
    ).toBeVisible();
    expect(screen.getByText(/^Night of \w+day, \w+ \d{1,2}$/)).toBeVisible();
    expect(screen.getByText("Set your trash out between 6:00 PM and 8:00 PM.")).toBeVisible();
    expect(screen.getByText("Bags tied, in the bin room.")).toBeVisible();
    const list = screen.getByRole("list");
    const rows = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows).toEqual([
      "NorthNot picked up yet",
      "SouthPicked up at 9:42 PM",
      "EastNot picked up yet",
    ]);

    const shown = document.body.textContent ?? "";
    for (const value of privateValues) expect(shown).not.toContain(value);
    // Nor does the database's answer to the page, which a curious resident can read.
    const answer = await fetch(`${context.server.url}/rest/v1/rpc/resident_page`, {
      method: "POST",
      headers: {
        apikey: context.server.anonKey,
        Authorization: `Bearer ${context.server.anonKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ code }),
    });
    const json = await answer.text();
    expect(answer.status).toBe(200);
    expect(json).toContain("Maple Court");
    for (const value of [...privateValues, "bulk_item", "100 N Main St"])
      expect(json).not.toContain(value);
  });

  it("shows the site's 404 page for a code no property has, asking the database once", async () => {
    allowConsoleErrors(/404 Error: user attempted to access non-existent route/);
    await seed();
    await open("AAAAAAAAAAAAAAAAAAAAAA");
    expect(
      await screen.findByRole("heading", { name: "Oops! Page not found" }, slow),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(await pageCalls()).toHaveLength(1);
  });

  it("shows the 404 page for a malformed code without asking the database", async () => {
    allowConsoleErrors(/404 Error: user attempted to access non-existent route/);
    await open("not-a-code");
    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await open("AAAAAAAAAAAAAAAAAAAAA%27");
    expect(screen.getAllByRole("heading", { name: "Oops! Page not found" })).toHaveLength(2);
    expect(await pageCalls()).toEqual([]);
  });

  it("says so with the phone when the backend fails or answers another shape, and tries again", async () => {
    const { code } = await seed();
    await context.server.answer({ rpc: { resident_page: jsonReply({ message: "down" }, 503) } });
    await open(code);
    const alert = await screen.findByRole("alert", {}, slow);
    expect(alert).toHaveTextContent("This page is not available right now.");
    expect(within(alert).getByRole("link", { name: "(801) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );

    await context.server.answer({ rpc: { resident_page: jsonReply({ buildings: "none" }) } });
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("alert", {}, slow)).toHaveTextContent(
      "This page is not available right now.",
    );
    expect(await pageCalls()).toHaveLength(2);

    await context.server.answer({ rpc: {} });
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Maple Court" }, slow),
    ).toBeVisible();
  });
});

describe("Report a missed pickup", { timeout: 30_000 }, () => {
  const context = useSupabaseServer();
  const sql = <T = Record<string, unknown>,>(query: string, params: unknown[] = []) =>
    context.server.sql(query, params) as Promise<T[]>;

  async function openForm() {
    const partnerUser = await context.server.addUser("pat.lee@maple.example", "a password 123");
    const [property] = await sql<{ id: string; public_code: string }>(
      `with p as (insert into public.partners (user_id, company_name, contact_name, phone)
                  values ($1, 'Maple Homes', 'Pat Lee', '+18015550190') returning id)
       insert into public.properties (partner_id, name, street_address, city, units, service_override)
       select id, 'Maple Court', '100 N Main St', 'Orem', 24, 'on' from p returning id, public_code`,
      [partnerUser],
    );
    const buildings: Record<string, string> = {};
    for (const [position, name] of ["North", "South"].entries()) {
      const [row] = await sql<{ id: string }>(
        "insert into public.property_buildings (property_id, name, position) values ($1, $2, $3) returning id",
        [property!.id, name, position],
      );
      buildings[name] = row!.id;
    }
    const { ResidentsPage } = await import("@/features/residents/components/ResidentsPage");
    render(<ResidentsPage code={property!.public_code} notFound={null} />);
    await screen.findByRole("heading", { name: "Report a missed pickup" }, slow);
    return { user: userEvent.setup(), code: property!.public_code, buildings };
  }

  /** submit-report's answer, as the real function gives it (supabase/functions/tests). */
  const stored = (id = "7a9c2f0e-5b1d-4e8a-9c3f-000000000001") => jsonReply({ id, photo: false });

  /** What the page sent to submit-report (the page calls the function, never PostgREST). */
  const reportCalls = async () => {
    const calls = await context.server.requests();
    expect(calls.filter((r) => r.path.startsWith("/rest/v1/rpc/report_missed_pickup"))).toEqual([]);
    return calls
      .filter((r) => r.path === "/functions/v1/submit-report")
      .map((r) => r.body as { code: string; report: Record<string, unknown> });
  };
  const send = () => screen.getByRole("button", { name: /Send report|Try again/ });

  it("sends one report through submit-report on a double click, with the unit and the phone as the database takes them, and says what happens next", async () => {
    await context.server.answer({ functions: { "submit-report": stored() } });
    const { user, code, buildings } = await openForm();
    expect(screen.getByText("No set-out time is posted for this property yet.")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Your building"), "South");
    await user.type(screen.getByLabelText("Unit (optional)"), " 4B ");
    await user.type(screen.getByLabelText("Your phone (optional)"), "801.555.0142");
    await user.dblClick(send());

    const done = await screen.findByRole("heading", { name: "Report sent" }, slow);
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText("Thank you. The owner is told at once that South was missed tonight."),
    ).toBeVisible();
    expect(await reportCalls()).toEqual([
      {
        code,
        report: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          building_id: buildings.South,
          unit: "4B",
          phone: "+18015550142",
          has_photo: false,
        },
        turnstile_token: null,
      },
    ]);
  });

  it("asks for a building and a real phone before sending anything", async () => {
    const { user } = await openForm();
    await user.click(send());
    expect(screen.getByLabelText("Your building")).toHaveFocus();
    expect(screen.getByText("Choose your building.")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Your building"), "North");
    await user.type(screen.getByLabelText("Your phone (optional)"), "555-0142");
    await user.click(send());
    expect(screen.getByLabelText("Your phone (optional)")).toHaveFocus();
    expect(screen.getByLabelText("Your phone (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(await reportCalls()).toEqual([]);
  });

  it("says the server failed, keeping every value, then sends the same report when tried again", async () => {
    await context.server.answer({
      functions: { "submit-report": jsonReply({ error: "Bad gateway", details: null }, 502) },
    });
    const { user, buildings } = await openForm();
    await user.selectOptions(screen.getByLabelText("Your building"), "North");
    await user.type(screen.getByLabelText("Unit (optional)"), "4B");
    await user.click(send());
    expect(
      await screen.findByText(
        "Our system is having trouble right now, so this report was not sent.",
        {},
        slow,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText("Your building")).toHaveValue(buildings.North);
    expect(screen.getByLabelText("Unit (optional)")).toHaveValue("4B");

    await context.server.answer({ functions: { "submit-report": stored() } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Report sent" }, slow)).toBeVisible();
    const calls = await reportCalls();
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.report.id)).size).toBe(1);
  });
});
