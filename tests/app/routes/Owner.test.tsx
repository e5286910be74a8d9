import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { useSupabaseServer } from "../../support/auth-harness";
import { setStatus } from "@/features/owner/api/requests";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../support/inbox-fixtures";

// /owner with the real AuthProvider, supabase-js and the local Supabase on the migrated database.

const slow = { timeout: 5000 };

async function renderOwner(path = "/owner") {
  const { AuthProvider } = await import("@/auth/AuthProvider");
  const { default: Owner } = await import("@/app/routes/Owner");
  const user = userEvent.setup();
  render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Owner />
      </MemoryRouter>
    </AuthProvider>,
  );
  return user;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(await screen.findByLabelText("E-mail", {}, slow), email);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

it("without Supabase says what the inbox needs and asks no one", { timeout: 20_000 }, async () => {
  const fetch = vi.spyOn(globalThis, "fetch");
  await renderOwner();
  expect(screen.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  expect(screen.getByText(/needs a Supabase project/)).toHaveTextContent("docs/deploy/supabase.md");
  expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  expect(fetch).not.toHaveBeenCalled();
});

describe("with Supabase configured", { timeout: 40_000 }, () => {
  const context = useSupabaseServer();

  it("a wrong password is said plainly; staff then see the list and open a request", async () => {
    await context.server.addUser(staffEmail, staffPassword, { staff: true });
    const row = await context.server.addRequest(sentRequest({ name: "Ann Lee" }));
    const user = await renderOwner();
    await signIn(user, staffEmail, "wrong");
    const wrong = await screen.findByText(/Wrong e-mail or password/, {}, slow);
    expect(wrong.closest("[role=alert]")).not.toBeNull();
    expect(screen.getByLabelText("E-mail")).toHaveValue(staffEmail);
    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), staffPassword);
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const link = await screen.findByRole("link", { name: "Ann Lee" }, slow);
    expect(link).toHaveAttribute("href", `/owner?request=${row.id}`);
    expect(screen.getByRole("button", { name: "New (1)" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    // What needs an answer first: Open is the list's default.
    expect(screen.getByRole("button", { name: "Open (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
    await user.click(link);
    const heading = await screen.findByRole("heading", { name: "Ann Lee" }, slow);
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const group = screen.getByRole("group", { name: "Status" });
    // Scheduled asks for the agreed day first, and saves the two in one update.
    await user.click(within(group).getByRole("button", { name: "Scheduled" }));
    await user.type(screen.getByLabelText("Start day"), "2099-06-01");
    await user.click(screen.getByRole("button", { name: "Save as scheduled" }));
    await vi.waitFor(() =>
      expect(within(group).getByRole("button", { name: "Scheduled" })).toHaveAttribute(
        "aria-pressed",
        "true",
      ),
    );
    expect(await context.server.rows()).toEqual([
      expect.objectContaining({ status: "scheduled", scheduled_for: "2099-06-01" }),
    ]);
    expect(screen.getByText(/^First contact after/)).toBeVisible();
  });

  it("opens on the open requests, 50 at a time; filters by status and searches", async () => {
    await context.server.addUser(staffEmail, staffPassword, { staff: true });
    for (let i = 0; i < 51; i += 1)
      await context.server.addRequest(
        sentRequest({ name: `Person ${i}` }),
        new Date(Date.now() - (100 - i) * 60_000),
      );
    const done = await context.server.addRequest(sentRequest({ name: "Cy Day", city: "Heber" }));
    // Marked done by staff through the API, as the inbox itself does.
    const staff = await clientFor(context.server, staffEmail);
    expect(await setStatus(staff, done.id, "done")).toMatchObject({ ok: true });
    const user = await renderOwner();
    await signIn(user, staffEmail, staffPassword);
    const links = () => screen.getAllByRole("link", { name: /^(Person \d+|Cy Day)$/ });
    // Open lists the 51 new ones, newest first; the done job is not among them.
    await screen.findByRole("link", { name: "Person 50" }, slow);
    expect(links()).toHaveLength(50);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await vi.waitFor(() => expect(links()).toHaveLength(51));
    expect(screen.queryByRole("link", { name: "Cy Day" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Done (1)" }));
    await vi.waitFor(() => expect(links()).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Done (1)" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "All" }));
    await user.type(screen.getByLabelText("Search by name, phone or city"), "heber{Enter}");
    await vi.waitFor(() => expect(links().map((link) => link.textContent)).toEqual(["Cy Day"]));
  });

  it("staff seen on this device before get their rows beside the role check, which can take them away", async () => {
    const staffId = await context.server.addUser(staffEmail, staffPassword, { staff: true });
    await context.server.addRequest(sentRequest({ name: "Ann Lee" }));
    await signIn(await renderOwner(), staffEmail, staffPassword);
    await screen.findByRole("link", { name: "Ann Lee" }, slow);
    cleanup();

    // The next visit: the role check never answers, and the rows come all the same.
    await context.server.answer({ rpc: { my_role: "hang" } });
    await renderOwner();
    expect(await screen.findByRole("link", { name: "Ann Lee" }, slow)).toBeVisible();
    cleanup();

    // Staff no longer: the rows are refused, and the check's answer replaces the inbox.
    await context.server.answer({ rpc: {} });
    await context.server.sql("delete from public.staff where user_id = $1", [staffId]);
    await renderOwner();
    expect(
      await screen.findByText("This account has no access to requests.", {}, slow),
    ).toBeVisible();
    expect(screen.queryByRole("link", { name: "Ann Lee" })).toBeNull();
    cleanup();

    // Nor is it let in early again: nothing asks for the rows while the check is unanswered.
    await context.server.answer({ rpc: { my_role: "hang" } });
    const calls = async (name: string) =>
      (await context.server.requests()).filter((r) => r.path === `/rest/v1/rpc/${name}`).length;
    const [checks, reads] = [await calls("my_role"), await calls("inbox_requests")];
    await renderOwner();
    await vi.waitFor(async () => expect(await calls("my_role")).toBe(checks + 1));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await calls("inbox_requests")).toBe(reads);
    expect(screen.getByText("Loading…")).toBeVisible();
  });

  it("an account that is not staff is told so and offered Sign out, which signs it out", async () => {
    await context.server.addRequest(sentRequest());
    const user = await renderOwner();
    await signIn(user, "pat@example.com", "correct horse battery");
    expect(
      await screen.findByText("This account has no access to requests.", {}, slow),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(await screen.findByRole("button", { name: "Sign in" }, slow)).toBeVisible();
    expect(localStorage.getItem(context.server.storageKey)).toBeNull();
  });

  it("a property manager's account is told where their own page is", async () => {
    await context.server.sql(
      `insert into public.partners (user_id, company_name, contact_name, phone)
       select id, 'Maple Homes', 'Pat Lee', '+18015550190' from auth.users where email = $1`,
      ["pat@example.com"],
    );
    const user = await renderOwner();
    await signIn(user, "pat@example.com", "correct horse battery");
    const link = await screen.findByRole("link", { name: "your partner page" }, slow);
    expect(link).toHaveAttribute("href", "/partner");
    expect(link.closest("p")).toHaveTextContent(
      "This is a property manager's account: your properties and billing are on your partner page",
    );
    expect(screen.queryByText("This account has no access to requests.")).toBeNull();
  });
});
