import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { expect, it } from "vitest";
import type { InboxRequest } from "@/features/owner/api/requests";
import { RequestItem } from "@/features/owner/components/RequestItem";
import { inboxRequest } from "../support/inbox-request";
import { notIsolated } from "../support/isolated";

// Friday, Nov 27, 2026, 11 am in Utah.
const now = new Date("2026-11-27T18:00:00Z");

function renderRow(overrides: Partial<InboxRequest>) {
  render(
    <MemoryRouter>
      <ul>
        <RequestItem request={inboxRequest(overrides)} now={now} arrivedLive={false} />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole("listitem");
}

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
