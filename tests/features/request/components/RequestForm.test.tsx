import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestForm } from "@/features/request/components/RequestForm";
import { siteConfig } from "@/config/site";
import { afterMinimumFillTime, fillTrashRequest } from "./fill";

afterEach(() => sessionStorage.clear());

const send = () => screen.getByRole("button", { name: "Send request" });

// A form of many fields typed key by key: slower than the default 5 s on a busy 2-core machine.
describe("the request form without Supabase (the default build)", { timeout: 20_000 }, () => {
  it("shows each error next to its field, announced, and focuses the first", async () => {
    const user = userEvent.setup();
    render(<RequestForm />);
    await user.type(screen.getByLabelText("Mobile phone"), "555-01");
    await user.click(send());

    expect(screen.getByLabelText("Street address")).toHaveFocus(); // the first on screen
    const name = screen.getByLabelText("Your name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    const phone = screen.getByLabelText("Mobile phone");
    expect(phone).toHaveAccessibleDescription(/Please enter a US mobile number/);
    expect(phone).toHaveValue("555-01"); // nothing typed is cleared

    // An error goes away as soon as the field is fixed.
    await user.type(name, "Pat");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(name).toHaveAccessibleDescription("");
  });

  it("asks for the unit and rooms for trash collection, with a live monthly estimate", async () => {
    const user = userEvent.setup();
    render(<RequestForm />);
    expect(screen.getByText("Starting at $279, based on square footage.")).toBeVisible();
    await user.click(screen.getByRole("radio", { name: "Trash Collection" }));
    expect(screen.getByText("$20 per room, each month.")).toBeVisible();
    await user.type(screen.getByLabelText("Number of rooms"), "12");
    expect(screen.getByText("Estimated cost: 12 rooms × $20 = $240 each month.")).toBeVisible();
    expect(screen.getByLabelText("Apartment or unit number")).toHaveAccessibleDescription(
      /door to dumpster/,
    );
  });

  it("asks a property manager for the units in place of the rooms, and estimates by them", async () => {
    const user = userEvent.setup();
    render(<RequestForm />);
    await user.click(screen.getByRole("radio", { name: "Trash Collection" }));
    await user.type(screen.getByLabelText("Number of rooms"), "2");
    await user.click(screen.getByRole("checkbox", { name: "I manage a property" }));
    expect(screen.queryByLabelText("Number of rooms")).toBeNull();
    expect(screen.getByText("$20 per unit, each month.")).toBeVisible();
    await user.type(screen.getByLabelText("Property name"), "Maple Court");
    await user.type(screen.getByLabelText("Number of units"), "40");
    expect(screen.getByText("Estimated cost: 40 units × $20 = $800 each month.")).toBeVisible();
    // A garage cleanout is priced by neither count.
    await user.click(screen.getByRole("radio", { name: "Garage Cleanout" }));
    expect(screen.queryByLabelText("Number of units")).toBeNull();
    expect(screen.getByLabelText("Property name")).toHaveValue("Maple Court");
  });

  it("hands the whole request to the visitor's messaging app, or to e-mail", async () => {
    const user = userEvent.setup();
    render(<RequestForm />);
    await fillTrashRequest(user);
    afterMinimumFillTime();
    await user.click(send());

    expect(
      screen.getByRole("heading", { name: "Send your request by text or e-mail" }),
    ).toHaveFocus();
    const sms = screen.getByRole("link", { name: "Send it by text" }).getAttribute("href") ?? "";
    const body = decodeURIComponent(sms.split("&body=")[1] ?? "");
    expect(sms).toMatch(/^sms:\+1\d{10}\?&body=/);
    for (const line of [
      "Service: Trash Collection",
      "Name: Pat Doe",
      "Phone: (801) 555-0142",
      "Unit: 4B",
      "City: Orem",
      "Rooms: 3",
    ]) {
      expect(body).toContain(line);
    }
    expect(screen.getByRole("link", { name: "Send it by e-mail" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:.+\?subject=Service%20request%3A%20Pat%20Doe&body=/),
    );
  });

  it("asks a very quick first press to check the details, and goes ahead on the second", async () => {
    // The page's clock stands still, so that typing on a busy machine is never "slow".
    vi.spyOn(Date, "now").mockReturnValue(Date.now());
    const user = userEvent.setup();
    render(<RequestForm />);
    await fillTrashRequest(user);
    await user.click(send());
    expect(screen.getByRole("alert")).toHaveTextContent(/take a moment to check your details/);
    expect(screen.queryByRole("link", { name: "Send it by text" })).toBeNull();
    await user.click(send());
    expect(screen.getByRole("link", { name: "Send it by text" })).toBeVisible();
  });

  it.each([
    { service: "Garage Cleanout", shown: ["Street address", "City", "Your name", "Mobile phone"] },
    {
      service: "Trash Collection",
      shown: [
        "Number of rooms",
        "Street address",
        "Apartment or unit number",
        "City",
        "Your name",
        "Mobile phone",
      ],
    },
  ])(
    "focuses the first invalid field in the order a $service request shows them",
    async ({ service, shown }) => {
      const user = userEvent.setup();
      render(<RequestForm />);
      await user.click(screen.getByRole("radio", { name: service }));
      await user.click(send());
      for (const label of shown) expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(shown[0] ?? "")).toHaveFocus();
      // Once the first is fixed, the next one on screen gets the focus.
      await user.type(screen.getByLabelText(shown[0] ?? ""), "3");
      await user.click(send());
      expect(screen.getByLabelText(shown[1] ?? "")).toHaveFocus();
    },
  );

  it("counts the start day on Utah's calendar, whatever the visitor's own says", async () => {
    // A property manager in California at 11:30 pm on the 25th: in Utah it is the 26th.
    const zone = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T07:30:00Z"));
    try {
      expect(new Date().getDate()).toBe(25); // the device's calendar
      const user = userEvent.setup();
      render(<RequestForm />);
      const start = screen.getByLabelText("Preferred start date (optional)");
      expect(start).toHaveAttribute("min", "2026-11-26");
      await user.type(start, "2026-11-25");
      await user.click(send());
      expect(start).toHaveAccessibleDescription(
        /today or a later date, as the calendar reads in Utah/,
      );
      await user.clear(start);
      await user.type(start, "2026-11-26");
      expect(start).not.toHaveAttribute("aria-invalid");
    } finally {
      vi.useRealTimers();
      process.env.TZ = zone;
    }
  });

  it("keeps a draft through a reload and preselects the service a pricing card asked for", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<RequestForm />);
    await user.type(screen.getByLabelText("Your name"), "Pat");
    unmount();
    window.history.replaceState(null, "", "/get-started?service=trash-collection");
    render(<RequestForm />);
    expect(screen.getByLabelText("Your name")).toHaveValue("Pat");
    expect(screen.getByRole("radio", { name: "Trash Collection" })).toBeChecked();
    cleanup();
    // The garage card's link names the service as the tabs do, and overrides the draft's.
    window.history.replaceState(null, "", siteConfig.pricing["garage-cleanouts"].request.href);
    render(<RequestForm />);
    expect(screen.getByRole("radio", { name: "Garage Cleanout" })).toBeChecked();
    window.history.replaceState(null, "", "/");
  });
});
