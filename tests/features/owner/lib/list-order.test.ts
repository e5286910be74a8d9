import { expect, it } from "vitest";
import type { InboxRequest } from "@/features/owner/api/requests";
import { needsAnswerFirst } from "@/features/owner/lib/list-order";
import { inboxRequest } from "../support/inbox-request";

// Friday, Nov 27, 2026 in Utah.
const today = "2026-11-27";

const request = (name: string, arrived: string, more: Partial<InboxRequest> = {}) =>
  inboxRequest({ id: name, name, created_at: `2026-11-${arrived}T17:00:00Z`, ...more });

it("puts new requests first, then overdue jobs, contacted ones, and scheduled jobs by day", () => {
  // As the list loads them: newest first.
  const loaded = [
    request("Contacted late", "26", { status: "contacted" }),
    request("New late", "25"),
    request("Tomorrow", "24", { status: "scheduled", scheduled_for: "2026-11-28" }),
    request("Overdue by one", "23", { status: "scheduled", scheduled_for: "2026-11-26" }),
    request("Undated", "22", { status: "scheduled" }),
    request("Contacted early", "21", { status: "contacted" }),
    request("Tomorrow untimed", "20", { status: "scheduled", scheduled_for: "2026-11-28" }),
    request("Overdue by three", "19", { status: "scheduled", scheduled_for: "2026-11-24" }),
    request("New early", "18"),
    request("Today 8 am", "17", {
      status: "scheduled",
      scheduled_for: "2026-11-27",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
    }),
  ];
  // Tomorrow's timed job before its untimed one, as Upcoming orders them.
  loaded[2] = { ...loaded[2]!, scheduled_from: "09:00:00", scheduled_until: "11:00:00" };
  expect(needsAnswerFirst(loaded, today).map((r) => r.name)).toEqual([
    "New late",
    "New early",
    "Overdue by three",
    "Overdue by one",
    "Contacted late",
    "Contacted early",
    "Today 8 am",
    "Tomorrow",
    "Tomorrow untimed",
    "Undated",
  ]);
  // The list as loaded is left as it was.
  expect(loaded[0]?.name).toBe("Contacted late");
});

it("keeps a request that arrived live, the newest, at the top", () => {
  const live = request("Live", "27");
  const ordered = needsAnswerFirst([request("Older", "20"), live], today);
  expect(ordered[0]).toBe(live);
});
