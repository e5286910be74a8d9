import { describe, expect, it } from "vitest";
import {
  getMonth,
  listReviewsToAsk,
  listUpcoming,
  markLost,
  markReviewAsked,
  saveQuote,
  schedule,
} from "@/features/owner/api/lifecycle";
import { fakeClient } from "../support/fake-client";
import { inboxRequest } from "../support/inbox-request";
import { example } from "../support/month-example";

// What supabase-js sends for each of the lifecycle's calls, and how the inbox reads the answer.
// The database's own rules on these columns are proven in tests/supabase/lead_lifecycle.test.ts.

const id = inboxRequest().id;
// What PostgREST reads back after an update: the columns the inbox changes and the triggers set.
const scheduled = inboxRequest({ status: "scheduled", scheduled_for: "2026-11-28" });
const returned = {
  body: [
    {
      status: scheduled.status,
      contacted_at: scheduled.contacted_at,
      status_changed_at: scheduled.status_changed_at,
      owner_notes: scheduled.owner_notes,
      scheduled_for: scheduled.scheduled_for,
      scheduled_from: scheduled.scheduled_from,
      scheduled_until: scheduled.scheduled_until,
      quote_cents: scheduled.quote_cents,
      review_requested_at: scheduled.review_requested_at,
      lost_reason: scheduled.lost_reason,
    },
  ],
};

describe("changes", () => {
  it("schedules with the day and window in the same update as the status", async () => {
    const { client, sent } = fakeClient(() => returned);
    const saved = await schedule(client, id, { day: "2026-11-28", from: "08:00", until: "10:00" });
    expect(saved).toEqual({ ok: true, data: returned.body[0] });
    const [patch] = sent;
    expect(patch?.method).toBe("PATCH");
    expect(patch?.url.pathname).toBe("/rest/v1/service_requests");
    expect(patch?.url.searchParams.get("id")).toBe(`eq.${id}`);
    expect(patch?.url.searchParams.get("select")).toContain("scheduled_for");
    expect(patch?.body).toEqual({
      status: "scheduled",
      scheduled_for: "2026-11-28",
      scheduled_from: "08:00",
      scheduled_until: "10:00",
    });
    await schedule(client, id, { day: "2026-11-29", from: null, until: null });
    expect(sent[1]?.body).toMatchObject({ scheduled_from: null, scheduled_until: null });
  });

  it("marks lost with its reason, saves a quote in cents, records when a review was asked", async () => {
    const { client, sent } = fakeClient(() => returned);
    await markLost(client, id, "chose_another");
    await saveQuote(client, id, 34900);
    await markReviewAsked(client, id, new Date("2026-11-28T18:00:00Z"));
    expect(sent.map((s) => s.body)).toEqual([
      { status: "lost", lost_reason: "chose_another" },
      { quote_cents: 34900 },
      { review_requested_at: "2026-11-28T18:00:00.000Z" },
    ]);
  });

  it("fails when no row changed, when refused, and when there is no answer", async () => {
    expect(await saveQuote(fakeClient(() => ({ body: [] })).client, id, 1)).toEqual({
      ok: false,
      failure: "other",
    });
    const refused = fakeClient(() => ({ status: 400, body: { code: "23514", message: "check" } }));
    expect(await saveQuote(refused.client, id, 1)).toEqual({ ok: false, failure: "other" });
    expect(await saveQuote(fakeClient(() => "network-error").client, id, 1)).toEqual({
      ok: false,
      failure: "offline",
    });
  });
});

describe("lists", () => {
  it("reads scheduled jobs by day, then window", async () => {
    const rows = [inboxRequest({ status: "scheduled", scheduled_for: "2026-11-28" })];
    const { client, sent } = fakeClient(() => ({ body: rows }));
    expect(await listUpcoming(client)).toEqual({ ok: true, data: rows });
    const query = sent[0]?.url.searchParams;
    expect(query?.get("status")).toBe("eq.scheduled");
    expect(query?.get("order")).toBe("scheduled_for.asc,scheduled_from.asc,scheduled_until.asc");
  });

  it("reads done jobs not yet asked for a review, the latest done first", async () => {
    const { client, sent } = fakeClient();
    expect(await listReviewsToAsk(client)).toEqual({ ok: true, data: [] });
    const query = sent[0]?.url.searchParams;
    expect(query?.get("status")).toBe("eq.done");
    expect(query?.get("review_requested_at")).toBe("is.null");
    expect(query?.get("order")).toBe("status_changed_at.desc.nullslast");
  });
});

describe("the month", () => {
  it("calls inbox_month with the month's first day and reads its figures", async () => {
    const { client, sent } = fakeClient(() => ({ body: example }));
    const month = await getMonth(client, "2026-11-01");
    expect(month).toMatchObject({
      ok: true,
      data: { newLeads: 6, wonOneOffCents: 34900, wonMonthlyCents: 6000 },
    });
    expect(sent[0]).toMatchObject({ method: "POST", body: { month_start: "2026-11-01" } });
    expect(sent[0]?.url.pathname).toBe("/rest/v1/rpc/inbox_month");
  });

  it("fails on an answer of another shape, on a refusal and on a server failing", async () => {
    expect(await getMonth(fakeClient(() => ({ body: { won: 1 } })).client, "2026-11-01")).toEqual({
      ok: false,
      failure: "unreadable",
    });
    const refused = fakeClient(() => ({ status: 403, body: { code: "42501", message: "staff" } }));
    expect(await getMonth(refused.client, "2026-11-01")).toEqual({ ok: false, failure: "other" });
    const down = fakeClient(() => ({ status: 503, body: { message: "down" } }));
    expect(await getMonth(down.client, "2026-11-01")).toEqual({ ok: false, failure: "offline" });
  });
});
