import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { expect, it } from "vitest";
import type { ListedRequest } from "@/features/owner/api/requests";
import { RequestItem } from "@/features/owner/components/RequestItem";
import { inboxRequest } from "../support/inbox-request";
import { notIsolated } from "../support/isolated";

// Friday, Nov 27, 2026, 11 am in Utah.
const now = new Date("2026-11-27T18:00:00Z");

function renderRow(overrides: Partial<ListedRequest>, thumbnail?: string) {
  const { quote_state = null, ...request } = overrides;
  render(
    <MemoryRouter>
      <ul>
        <RequestItem
          request={{ ...inboxRequest(request), quote_state }}
          now={now}
          arrivedLive={false}
          thumbnail={thumbnail}
        />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole("listitem");
}

it("calls and texts in one tap, each link named with the customer for screen readers", () => {
  const row = renderRow({ name: "Ann Lee" });
  // The visible word starts the accessible name (WCAG 2.5.3): "Call" is said as "Call Ann Lee".
  const call = within(row).getByRole("link", { name: "Call Ann Lee" });
  expect(call).toHaveAttribute("href", "tel:+18015550142");
  expect(call).toHaveTextContent(/^Call/);
  const text = within(row).getByRole("link", { name: "Text Ann Lee" });
  expect(text.getAttribute("href")).toMatch(/^sms:\+18015550142\?&body=Hi%20Ann%2C/);
  // The request is still one tap away: its name opens it.
  expect(within(row).getByRole("link", { name: "Ann Lee" })).toHaveAttribute(
    "href",
    "/owner?request=6f1c2d3e-0000-4000-8000-000000000001",
  );
});

it("offers no Call or Text for a phone that is not a US number", () => {
  const row = renderRow({ phone: "javascript:alert(1)" });
  expect(
    within(row)
      .getAllByRole("link")
      .map((link) => link.textContent),
  ).toEqual(["Ann Lee"]);
});

it("holds a sized box for the first photo, and shows it lazily once signed", () => {
  const url = "http://127.0.0.1:54321/storage/v1/object/sign/request-photos/x/1.jpg?token=t";
  const row = renderRow({ photo_count: 2 }, url);
  const img = row.querySelector("img");
  expect(img).toHaveAttribute("src", url);
  expect(img).toHaveAttribute("alt", "");
  expect(img).toHaveAttribute("loading", "lazy");
  expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["64", "64"]);
  cleanup();
  // Before the URL is signed, the box is there already: nothing moves when it arrives.
  const waiting = renderRow({ photo_count: 2 });
  expect(waiting.querySelector("img")).toBeNull();
  expect(waiting.querySelector(".size-16")).not.toBeNull();
  cleanup();
  expect(renderRow({ photo_count: 0 }).querySelector(".size-16")).toBeNull();
});

it("shows the agreed day and window and the quote in the row", () => {
  const row = renderRow({
    status: "scheduled",
    scheduled_for: "2026-11-28",
    scheduled_from: "08:00:00",
    scheduled_until: "10:00:00",
    quote_cents: 6000,
  });
  expect(row).toHaveTextContent("Agreed: Saturday, Nov 28, 8–10 am · Quote $60/month");
});

it("says in words that a scheduled day has passed", () => {
  const row = renderRow({ status: "scheduled", scheduled_for: "2026-11-26" });
  expect(row).toHaveTextContent("Overdue: Thursday, Nov 26");
});

it("adds nothing to a request without a day or a quote", () => {
  const row = renderRow({ status: "contacted" });
  expect(row).not.toHaveTextContent(/Agreed|Overdue|Quote/);
});

it("shows the visitor's name isolated from the row around it", () => {
  const row = renderRow({ name: "محمد علي" });
  expect(screen.getByRole("link", { name: "محمد علي" })).toBeVisible();
  expect(notIsolated(row, ["محمد علي"])).toEqual([]);
});

it("prices a property's trash in its row by the units the quote counts, never by rooms", () => {
  const row = renderRow({ rooms: 2, property_name: "Maple Court", units: 40 });
  expect(row).toHaveTextContent("Trash Collection · Orem · 40 units, $800/month");
  expect(row).not.toHaveTextContent(/room/);
});

it("shows what became of the quote's link, and nothing for a request without one", () => {
  const states = {
    sent: "Quote sent",
    viewed: "Quote viewed",
    accepted: "Quote accepted",
    declined: "Quote declined",
    deposit_paid: "Deposit paid",
  } as const;
  for (const [state, words] of Object.entries(states)) {
    const row = renderRow({ quote_cents: 34900, quote_state: state as keyof typeof states });
    expect(within(row).getByText(words)).toBeTruthy();
    cleanup();
  }
  const row = renderRow({ quote_cents: 34900 });
  expect(within(row).getByText(/Quote \$349/)).toBeTruthy();
  expect(
    within(row).queryByText(/^(Quote (sent|viewed|accepted|declined)|Deposit paid)$/),
  ).toBeNull();
});
