import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { RequestDetail } from "@/features/owner/components/RequestDetail";
import { clientFor, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";
import { inboxRequest } from "../support/inbox-request";
import { notIsolated } from "../support/isolated";

// One request on the owner's phone, with its lifecycle: the agreed day, the quote, a loss and its
// reason, a review asked. Staff on the local Supabase, the row seeded in SQL; each change is read
// back from the database (its rules are tested on PGlite in tests/supabase).

let server: SupabaseTestServer;
let client: Client;

/**
 * The request `start` stored and opened; `older` is a row the database's checks now refuse
 * (older data): it is stored without those columns and the page's reads of it answer it whole.
 */
async function renderDetail(start: Partial<InboxRequest>, older: Partial<InboxRequest> = {}) {
  const row = inboxRequest(start);
  await server.addRequest(row);
  if (Object.keys(older).length > 0) {
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const request = new Request(input, init);
      return request.method === "GET" && request.url.includes("/rest/v1/service_requests")
        ? Promise.resolve(Response.json([{ ...row, ...older }]))
        : fetch(input, init);
    });
  }
  render(
    <MemoryRouter>
      <RequestDetail client={client} id={row.id} />
    </MemoryRouter>,
  );
  return screen.findByRole("heading", { level: 2, name: row.name }, { timeout: 5000 });
}

/** The request as the database holds it. */
const stored = async () => (await server.rows())[0];
const textBody = () => {
  const href = screen.getByRole("link", { name: "Text" }).getAttribute("href") ?? "";
  return decodeURIComponent(href.split("&body=")[1] ?? "");
};

beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  client = (await clientFor(server, staffEmail)) as Client;
  // Friday, Nov 27, 2026, 11 am in Utah.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T18:00:00Z"));
}, 60_000);
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanup();
  await server.close();
});

const terms = (scope: HTMLElement) =>
  within(scope)
    .queryAllByRole("term")
    .map((term) => term.textContent);

it("reads in the order of the job: their request, then contact and status, then the job", async () => {
  await renderDetail({
    notes: "Ring twice",
    owner_notes: "Gate code 4321",
    status: "scheduled",
    scheduled_for: "2026-11-28",
    quote_cents: 6000,
    source_page: "area",
  });
  const names = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent ?? "");
  expect(names).toEqual(["Their request", "Contact and status", "The job"]);
  const [request, contact, job] = names.map((name) => screen.getByRole("region", { name }));

  // Who and what: the service and its size, the address with Directions, their note as theirs.
  expect(terms(request!)).toEqual(["Service", "Rooms", "Address", "Customer's note", "Came from"]);
  const address = screen.getByText("Address", { selector: "dt" }).nextElementSibling!;
  expect(address).toHaveTextContent(/^12 Elm St, 4B, Orem/);
  const directions = within(address as HTMLElement).getByRole("link", { name: /^Directions/ });
  expect(directions).toHaveAttribute("target", "_blank");
  expect(directions).toHaveAttribute("rel", "noopener noreferrer");
  expect(
    screen.getByText("Customer's note", { selector: "dt" }).nextElementSibling,
  ).toHaveTextContent("Ring twice");

  // Then reaching them and the status.
  expect(terms(contact!)).toEqual(["Phone", "E-mail", "Contact", "Texts about this request"]);
  expect(
    within(contact!)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Call", "Text", "E-mail"]);
  expect(within(contact!).getByRole("group", { name: "Status" })).toBeVisible();

  // Then the owner's own, each named for what it is: nothing is called just "Notes".
  expect(terms(job!)).toEqual(["Agreed day", "Quote"]);
  expect(within(job!).getByLabelText("Quote in dollars")).toHaveValue("60");
  expect(within(job!).getByLabelText("Private notes")).toHaveValue("Gate code 4321");
  expect(screen.queryAllByText(/^Notes$/)).toEqual([]);
});

it("reads the asked start date and the phone as a person says them", async () => {
  await renderDetail({ start_date: "2026-12-02", phone: "+18015550177" });
  const request = screen.getByRole("region", { name: "Their request" });
  expect(
    within(request).getByText("Start date", { selector: "dt" }).nextElementSibling,
  ).toHaveTextContent(/^Wed, Dec 2$/);
  const contact = screen.getByRole("region", { name: "Contact and status" });
  expect(
    within(contact).getByText("Phone", { selector: "dt" }).nextElementSibling,
  ).toHaveTextContent(/^\(801\) 555-0177$/);
});

it("shows a phone that is not a US number as it is, isolated, with no Call or Text", async () => {
  await renderDetail({}, { phone: "\u202Eevil 555" });
  const contact = screen.getByRole("region", { name: "Contact and status" });
  const phone = within(contact).getByText("Phone", { selector: "dt" }).nextElementSibling!;
  expect(phone.querySelector("bdi")).toHaveTextContent("evil 555");
  expect(
    within(contact)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["E-mail"]);
});

describe("Scheduled asks for the agreed day", () => {
  it("refuses no day, a day before the request and half a window; then saves and shows it", async () => {
    const user = userEvent.setup();
    await renderDetail({ status: "contacted" });
    await user.click(screen.getByRole("button", { name: "Scheduled" }));
    const form = screen.getByRole("form", { name: "Agreed start day" });
    const day = within(form).getByLabelText("Start day");
    expect(day).toHaveFocus();
    expect(day).toHaveAccessibleDescription("The first day of daily service.");
    const save = within(form).getByRole("button", { name: "Save as scheduled" });

    await user.click(save);
    expect(within(form).getByRole("alert")).toHaveTextContent("Choose the agreed start day.");
    await user.type(day, "2026-11-19");
    await user.click(save);
    expect(form).toHaveTextContent("The day cannot be before the request arrived.");
    await user.clear(day);
    await user.type(day, "2026-11-28");
    await user.type(within(form).getByLabelText("From"), "08:00");
    await user.click(save);
    expect(form).toHaveTextContent("Give both times");
    expect(await stored()).toMatchObject({ status: "contacted", scheduled_for: null });

    await user.type(within(form).getByLabelText("Until"), "10:00");
    await user.click(save);
    expect(await screen.findByText("Saturday, Nov 28, 8–10 am")).toBeVisible();
    expect(await stored()).toMatchObject({
      status: "scheduled",
      scheduled_for: "2026-11-28",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
    });
    expect(screen.queryByRole("form", { name: "Agreed start day" })).toBeNull();
    expect(screen.getByRole("button", { name: "Scheduled" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(textBody()).toMatch(/See you Saturday, Nov 28, 8–10 am\.$/);

    // The day can be changed, starting from the one saved.
    await user.click(screen.getByRole("button", { name: "Change day" }));
    expect(screen.getByLabelText("Start day")).toHaveValue("2026-11-28");
  });

  it("saves what to set out with the day, shows it, and keeps it when a save fails", async () => {
    const user = userEvent.setup();
    await renderDetail({ status: "contacted" });
    await user.click(screen.getByRole("button", { name: "Scheduled" }));
    const form = screen.getByRole("form", { name: "Agreed start day" });
    await user.type(within(form).getByLabelText("Start day"), "2026-11-28");
    const setOut = within(form).getByRole("textbox", { name: "What to set out" });
    expect(setOut).toHaveAccessibleDescription(/sent in the reminder e-mail the day before/);
    expect(setOut).toHaveAttribute("maxlength", "500");

    // The database down: the form stays, says so, and keeps every character typed.
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      new Request(input, init).method === "PATCH"
        ? Promise.resolve(Response.json({ message: "down" }, { status: 500 }))
        : fetch(input, init),
    );
    await user.type(setOut, "  Bags by the curb, garage open  ");
    await user.click(within(form).getByRole("button", { name: "Save as scheduled" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "The day and what to set out could not be saved. Please try again.",
    );
    expect(setOut).toHaveValue("  Bags by the curb, garage open  ");
    expect(await stored()).toMatchObject({ status: "contacted", set_out_note: null });

    vi.mocked(globalThis.fetch).mockRestore();
    await user.click(within(form).getByRole("button", { name: "Save as scheduled" }));
    expect(
      await screen.findByText(
        "Bags by the curb, garage open",
        { selector: "dd" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByText("What to set out", { selector: "dt" })).toBeVisible();
    expect(await stored()).toMatchObject({
      status: "scheduled",
      set_out_note: "Bags by the curb, garage open",
    });

    // Emptied: none at all, not an empty note.
    await user.click(screen.getByRole("button", { name: "Change day" }));
    const again = screen.getByRole("textbox", { name: "What to set out" });
    expect(again).toHaveValue("Bags by the curb, garage open");
    await user.clear(again);
    await user.type(again, "   ");
    await user.click(screen.getByRole("button", { name: "Save as scheduled" }));
    await expect.poll(async () => (await stored())?.set_out_note).toBeNull();
    // Stored before its answer reaches the page: the page follows once it has the answer.
    await waitFor(() =>
      expect(screen.queryByText("What to set out", { selector: "dt" })).toBeNull(),
    );
  });

  it("asks at once, without taking the focus, on a request scheduled without a day", async () => {
    const user = userEvent.setup();
    await renderDetail({ status: "scheduled", service: "garage_cleanout" });
    expect(screen.getByLabelText("Start day")).toHaveAccessibleDescription(
      "The day of the cleanout.",
    );
    expect(screen.getByLabelText("Start day")).not.toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText("Start day")).toBeNull();
    expect(screen.getByRole("button", { name: "Change day" })).toBeVisible();
  });
});

it("shows every text the visitor typed isolated, the name heading included", async () => {
  const typed = {
    name: "محمد علي",
    email: "m.ali@example.com",
    address: "١٢ شارع الدوحة",
    unit: "٤ب",
    property_name: "أبراج النخيل",
    notes: "البوابة 4321",
  };
  await renderDetail(typed);
  expect(notIsolated(document.body, Object.values(typed))).toEqual([]);
});

it("shows an overdue day in words", async () => {
  await renderDetail({ status: "scheduled", scheduled_for: "2026-11-26" });
  expect(screen.getByText("Thursday, Nov 26 (Overdue)")).toBeVisible();
});

describe("the quote", () => {
  it("starts from the garage cleanout's floor, saves in cents and goes into the text", async () => {
    const user = userEvent.setup();
    await renderDetail({ service: "garage_cleanout", rooms: null, garage_size: "2-car" });
    const quote = screen.getByLabelText("Quote in dollars");
    expect(quote).toHaveValue("279");
    expect(quote).toHaveAccessibleDescription(/Suggested: \$279, the starting price/);
    await user.clear(quote);
    await user.type(quote, "34x");
    await user.click(screen.getByRole("button", { name: "Save quote" }));
    expect(await screen.findByText(/Enter an amount in dollars/)).toBeVisible();
    await user.clear(quote);
    await user.type(quote, "349");
    await user.click(screen.getByRole("button", { name: "Save quote" }));
    expect(await screen.findByText("Quote saved.")).toBeVisible();
    expect(await stored()).toMatchObject({ quote_cents: 34900 });
    expect(screen.getByText("$349")).toBeVisible();
    expect(textBody()).toMatch(/Your garage cleanout quote: \$349\.$/);
  });

  it("suggests units × the monthly price to a property manager, and keeps a saved quote", async () => {
    await renderDetail({ rooms: null, property_name: "Elm Court", units: 12 });
    expect(screen.getByLabelText("Quote in dollars")).toHaveValue(
      String(12 * siteConfig.pricing["trash-collection"].price.amount),
    );
    expect(screen.getByLabelText("Quote in dollars")).toHaveAccessibleDescription(
      "Suggested: 12 units × $20/month.",
    );
  });

  // A manager's request as the form stored it before it asked only for the units: the rooms a
  // manager was asked for by mistake must not price it anywhere.
  it("prices a property's trash by its units alone: facts, suggested quote and the text", async () => {
    const user = userEvent.setup();
    await renderDetail({ rooms: null, property_name: "Maple Court", units: 40 }, { rooms: 2 });
    const facts = screen.getByText("Units", { selector: "dt" }).closest("dl");
    expect(facts).toHaveTextContent("Units40 units, $800/month");
    expect(facts).not.toHaveTextContent(/room/i);
    const quote = screen.getByLabelText("Quote in dollars");
    expect(quote).toHaveValue("800");
    expect(quote).toHaveAccessibleDescription("Suggested: 40 units × $20/month.");
    await user.click(screen.getByRole("button", { name: "Save quote" }));
    expect(await screen.findByText("Quote saved.")).toBeVisible();
    expect(textBody()).toMatch(/Your trash collection quote: \$800\/month\.$/);
  });

  it("shows the last quote saved rather than the suggestion", async () => {
    await renderDetail({ quote_cents: 5550 });
    expect(screen.getByLabelText("Quote in dollars")).toHaveValue("55.50");
    expect(screen.getByText("$55.50/month")).toBeVisible();
  });
});

it("asks a done job for a review from the owner's Messages, and records when", async () => {
  const user = userEvent.setup();
  // The phone's Messages opens; the page stays where it is.
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener("click", stay);
  await renderDetail({ status: "done", source_page: "area", source_host: "google.com" });
  expect(screen.getByText("City page · google.com")).toBeVisible();
  const ask = screen.getByRole("link", { name: "Ask for a review" });
  const href = ask.getAttribute("href") ?? "";
  expect(href).toMatch(/^sms:\+18015550142\?&body=/);
  expect(decodeURIComponent(href)).toContain(siteConfig.links.review);
  await user.click(ask);
  expect(await screen.findAllByText("Review asked Friday, Nov 27")).not.toHaveLength(0);
  const asked = (await stored())?.review_requested_at;
  expect(new Date(String(asked)).toISOString()).toBe("2026-11-27T18:00:00.000Z");
  expect(screen.getByRole("link", { name: "Ask again" })).toHaveAttribute("href", href);
  document.removeEventListener("click", stay);
});

it("Lost asks why, and shows the reason", async () => {
  const user = userEvent.setup();
  await renderDetail({ status: "contacted" });
  expect(screen.queryByRole("link", { name: "Ask for a review" })).toBeNull();
  await user.click(screen.getByRole("button", { name: "Lost" }));
  const reasons = screen.getByRole("group", { name: "Why was it lost?" });
  expect(
    within(reasons)
      .getAllByRole("radio")
      .map((r) => r.closest("label")?.textContent),
  ).toEqual(["Price", "Timing", "No answer", "Chose another company", "Other"]);
  await user.click(screen.getByRole("button", { name: "Save as lost" }));
  expect(await screen.findByText("Choose a reason.")).toBeVisible();
  await user.click(within(reasons).getByRole("radio", { name: "Price" }));
  await user.click(screen.getByRole("button", { name: "Save as lost" }));
  expect(await screen.findByText("Lost because")).toBeVisible();
  expect(screen.getByText("Price")).toBeVisible();
  expect(await stored()).toMatchObject({ status: "lost", lost_reason: "price" });
});
