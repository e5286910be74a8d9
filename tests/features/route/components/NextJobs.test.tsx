import { cleanup, configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import type { Supabase } from "@/auth/supabase";
import { NextJobs } from "@/features/route/components/NextJobs";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

// The next jobs under the route, read through rpc/crew_jobs on the local Supabase. Who may read
// them (owner and crew, not a partner or anon) is tested in SQL (tests/supabase/crew.test.ts).

// A round trip to the database can take more than waitFor's default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let server: SupabaseTestServer;
let owner: Supabase;

beforeAll(async () => {
  server = await startSupabaseServer();
}, 60_000);
beforeEach(async () => {
  await server.reset();
  await server.addUser(staffEmail, staffPassword, { staff: true });
  owner = (await clientFor(server, staffEmail)) as Supabase;
}, 60_000);
afterEach(cleanup);
afterAll(() => server.close());

it("shows each scheduled job: day and window, a map of the address, the note, and a call or text to the customer by first name", async () => {
  await server.addRequest(
    sentRequest({
      name: "Dana Cole",
      phone: "+18015550142",
      address: "45 E Center St",
      city: "Orem",
      status: "scheduled",
      scheduled_for: "2026-12-05",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
      owner_notes: "Side gate, dog in the yard",
    }),
  );
  await server.addRequest(
    sentRequest({ name: "Lee", status: "scheduled", scheduled_for: null, owner_notes: null }),
  );
  // Not scheduled: not a job yet.
  await server.addRequest(sentRequest({ name: "New Person" }));
  render(<NextJobs client={owner} />);
  expect(screen.getByRole("status")).toHaveTextContent("Loading the next jobs…");
  const jobs = await screen.findAllByRole("listitem");
  expect(jobs.map((job) => within(job).getByRole("heading", { level: 3 }).textContent)).toEqual([
    "Saturday, Dec 5, 8–10 am",
    "No day agreed yet",
  ]);
  const dana = within(jobs[0]!);
  expect(dana.getByRole("link", { name: "Map of 45 E Center St, Orem" })).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=45%20E%20Center%20St%2C%20Orem",
  );
  expect(dana.getByText("Side gate, dog in the yard")).toBeVisible();
  expect(dana.getByRole("link", { name: "Call Dana" })).toHaveAttribute("href", "tel:+18015550142");
  expect(dana.getByRole("link", { name: "Text Dana" })).toHaveAttribute("href", "sms:+18015550142");
  expect(screen.queryByText(/Cole|New Person/)).toBeNull();
  expect(within(jobs[1]!).queryByText(/^Note/)).toBeNull();
});

it("says so when no job is scheduled", async () => {
  render(<NextJobs client={owner} />);
  expect(await screen.findByText("No job is scheduled.")).toBeVisible();
});

it("says the jobs could not load, and loads them on Try again", async () => {
  // Signed out: the function refuses (tests/supabase/crew.test.ts); the view says so plainly.
  const anon = (await clientFor(server)) as Supabase;
  render(<NextJobs client={anon} />);
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "The next jobs could not load. Try again.",
  );
  const { data } = await owner.auth.getSession();
  await anon.auth.setSession({
    access_token: data.session?.access_token ?? "",
    refresh_token: data.session?.refresh_token ?? "",
  });
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("No job is scheduled.")).toBeVisible();
});
