import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuotePage } from "@shared/quote";
import { siteConfig } from "@/config/site";
import { useSupabaseServer } from "../../support/auth-harness";
import { jsonReply } from "../../support/supabase-server";

// The deposit on the customer's quote page, with the quote function's answers set as the real
// function gives them (supabase/functions/tests/quote-deposit.test.ts): the unit tests' server
// runs no edge function. The whole page, with its answers from the real function, is in
// e2e/quote.spec.ts.

const slow = { timeout: 8000 };
const token = "a".repeat(64);

/** An accepted garage cleanout of $349 whose owner asks a deposit of $87.25. */
const accepted = (deposit: QuotePage["deposit"] = { status: null, paid_cents: 0 }): QuotePage => ({
  service: "garage_cleanout",
  garage_size: "2-car",
  rooms: null,
  units: null,
  property_name: null,
  address: "120 N Main St",
  unit: null,
  city: "Pleasant Grove",
  photos: [],
  quote_cents: 34900,
  deposit_cents: 8725,
  scheduled_for: null,
  scheduled_from: null,
  scheduled_until: null,
  offered_days: [],
  answer: { kind: "accepted", day: null },
  deposit,
});

describe("the deposit on the customer's quote page", { timeout: 30_000 }, () => {
  const context = useSupabaseServer();
  afterEach(() => vi.unstubAllGlobals());

  async function open(page: QuotePage) {
    await context.server.answer({ functions: { quote: jsonReply(page) } });
    const { QuotePage } = await import("@/features/quote/components/QuotePage");
    render(<QuotePage token={token} notFound={null} />);
    // The price shows on every quote, with or without a deposit to pay: waiting for it never
    // runs out the time on a page that has no deposit section.
    await screen.findByRole("heading", { name: "The price" }, slow);
    return userEvent.setup();
  }

  it("opens Stripe Checkout at the address the function gives", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, search: "" });
    const user = await open(accepted());
    expect(screen.getByText("The deposit on this quote is $87.25, paid online.")).toBeTruthy();
    await context.server.answer({
      functions: { quote: jsonReply({ url: "http://127.0.0.1:9/c/pay/cs_test_1" }) },
    });
    await user.click(screen.getByRole("button", { name: "Pay the $87.25 deposit" }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://127.0.0.1:9/c/pay/cs_test_1"),
    );
  });

  it("says, with Stripe down, that the acceptance is kept, and offers the phone", async () => {
    const user = await open(accepted());
    await context.server.answer({
      functions: {
        quote: jsonReply({ error: "Could not reach the billing service", code: "payments" }, 502),
      },
    });
    await user.click(screen.getByRole("button", { name: "Pay the $87.25 deposit" }));
    const alert = await screen.findByText(/Online payment is not available right now/);
    expect(alert.textContent).toContain("Your acceptance is kept");
    expect(screen.getByText("You accepted this quote. Thank you!")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: siteConfig.phone.display }).length).toBeGreaterThan(
      1,
    );
  });

  it("shows a deposit paid, and one paid on an earlier amount beside a changed quote", async () => {
    await open(accepted({ status: "paid", paid_cents: 8725 }));
    expect(screen.getByText("Deposit paid: $87.25. Thank you!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay the/ })).toBeNull();
  });

  it("shows a deposit paid on an earlier amount beside the changed quote still to accept", async () => {
    await open({
      ...accepted({ status: null, paid_cents: 8725 }),
      answer: null,
      quote_cents: 39900,
    });
    expect(await screen.findByText("Deposit paid so far: $87.25.", {}, slow)).toBeTruthy();
    expect(screen.getByText("$399")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay the/ })).toBeNull();
  });
});
