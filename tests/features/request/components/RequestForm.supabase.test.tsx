import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { referrerKey } from "@/lib/referrer";
import { useSupabaseServer } from "../../../support/auth-harness";
import { jsonReply } from "../../../support/supabase-server";
import { afterMinimumFillTime, fillTrashRequest } from "./fill";

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

// The first send loads supabase-js, which takes a while on a busy machine.
const slow = { timeout: 5000 };

/** The form, imported after the harness has pointed the configuration at its server. */
async function renderForm() {
  const { RequestForm } = await import("@/features/request/components/RequestForm");
  const user = userEvent.setup();
  render(<RequestForm />);
  await fillTrashRequest(user);
  afterMinimumFillTime();
  return { user, send: screen.getByRole("button", { name: "Send request" }) };
}

// The unit tests' server runs no edge functions: each test answers for submit-request as the real
// one does (supabase/functions/tests/submit-request.test.ts) and reads what the form sent it.
const stored = jsonReply({ id: "stored-id", uploads: [] });

describe("the request form with Supabase configured", { timeout: 20_000 }, () => {
  const context = useSupabaseServer();
  /** What the form sent to submit-request, call by call. */
  const sent = async () =>
    (await context.server.requests())
      .filter((r) => r.path === "/functions/v1/submit-request")
      .map((r) => r.body as { request: Record<string, unknown>; turnstile_token: string | null });
  const accept = () => context.server.answer({ functions: { "submit-request": stored } });

  it("sends once on a double click, confirms what was sent and clears the draft", async () => {
    await accept();
    const { user, send } = await renderForm();
    await user.dblClick(send);

    const heading = await screen.findByRole(
      "heading",
      { name: /your request is on its way/ },
      slow,
    );
    // Focus moves in an effect after the confirmation renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/We reach out by text or call/)).toBeVisible();
    expect(screen.getByText("(801) 555-0142")).toBeVisible();
    const [call, ...more] = await sent();
    expect(more).toEqual([]);
    expect(call?.request).toEqual(
      expect.objectContaining({ name: "Pat Doe", phone: "+18015550142", unit: "4B", rooms: 3 }),
    );
    expect(call?.request.id).toMatch(/^[0-9a-f-]{36}$/);
    // No site key in the tests' build: no check, and no token.
    expect(call?.turnstile_token).toBeNull();
    expect(sessionStorage.getItem("pg-request-draft")).toBeNull();
  });

  it("stores where the visitor came from: the city page's link and the referrer's host", async () => {
    // A visit that began with a search, noted on its first page, then a city page's link.
    sessionStorage.setItem(referrerKey, "https://www.google.com");
    window.history.replaceState(null, "", "/get-started?from=area");
    await accept();
    const { user, send } = await renderForm();
    await user.click(send);

    await screen.findByRole("heading", { name: /your request is on its way/ }, slow);
    expect((await sent()).map((call) => call.request)).toEqual([
      expect.objectContaining({ source_page: "area", source_host: "google.com" }),
    ]);
  });

  it("stores a form opened directly, with no referrer, as direct with no host", async () => {
    await accept();
    const { user, send } = await renderForm();
    await user.click(send);

    await screen.findByRole("heading", { name: /your request is on its way/ }, slow);
    expect((await sent()).map((call) => call.request)).toEqual([
      expect.objectContaining({ source_page: "direct", source_host: null }),
    ]);
  });

  it("says when this phone has sent its requests for the day, and hands the request over", async () => {
    await context.server.answer({
      functions: {
        "submit-request": jsonReply(
          { error: "Too many requests from this phone number today.", details: "limit=phone" },
          429,
        ),
      },
    });
    const { user, send } = await renderForm();
    await user.click(send);

    const message = await screen.findByText(
      /This phone number has sent the most requests/,
      {},
      slow,
    );
    const alert = message.closest<HTMLElement>("[role=alert]");
    if (!alert) throw new Error("the message is not in the alert");
    // The way forward needs nothing typed again: the request written out, by text or e-mail.
    const sms = within(alert).getByRole("link", { name: "Send it by text" }).getAttribute("href");
    expect(sms).toMatch(/^sms:\+18015550142\?&body=/);
    const body = decodeURIComponent(sms?.split("&body=")[1] ?? "");
    for (const line of ["Name: Pat Doe", "Unit: 4B", "City: Orem", "Rooms: 3"]) {
      expect(body).toContain(line);
    }
    expect(within(alert).getByRole("link", { name: "Send it by e-mail" })).toHaveAttribute(
      "href",
      expect.stringMatching(
        /^mailto:hello@example\.com\?subject=Service%20request%3A%20Pat%20Doe&body=/,
      ),
    );
    expect(within(alert).getAllByRole("link", { name: "(801) 555-0142" })[0]).toHaveAttribute(
      "href",
      "tel:+18015550142",
    );
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
    expect(screen.getByLabelText("Your name")).toHaveValue("Pat Doe");
    expect(screen.getByLabelText("Mobile phone")).toHaveValue("801.555.0142");
  });

  it("keeps every value when the server fails, offers the hand-off, and retries", async () => {
    await context.server.answer({
      functions: {
        "submit-request": jsonReply({ error: "Our request system is having trouble." }, 502),
      },
    });
    const { user, send } = await renderForm();
    await user.click(send);

    const message = await screen.findByText(/having trouble right now/, {}, slow);
    const alert = message.closest<HTMLElement>("[role=alert]");
    expect(alert).not.toBeNull();
    expect(
      within(alert ?? document.body).getByRole("link", { name: "Send it by text" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Your name")).toHaveValue("Pat Doe");

    await accept();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: /on its way/ }, slow)).toBeVisible();
    // The retry is the same request: the same id, so that nothing can be stored twice.
    const [first, retry] = await sent();
    expect(retry?.request.id).toBe(first?.request.id);
  });
});
