import type { ServiceRequestRow } from "@/lib/service-request";
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Confirmation } from "@/features/request/components/Confirmation";
import { replyTime, siteConfig } from "@/config/site";

const row: ServiceRequestRow = {
  service: "garage_cleanout",
  name: "Pat Doe",
  phone: "+18015550142",
  email: null,
  address: "123 Main St",
  unit: null,
  city: "Orem",
  rooms: null,
  garage_size: "2-car",
  start_date: null,
  contact_method: "text",
  notes: null,
  property_name: null,
  units: null,
  sms_consent: true,
};

const texts = () => screen.getAllByRole("paragraph").map((p) => p.textContent);

it("says when they will hear back, right under the thanks, in the owner's own terms", () => {
  render(<Confirmation row={row} onAgain={() => {}} replyTime={{ within: 2, unit: "hour" }} />);
  const heading = screen.getByRole("heading", { name: "Thank you, your request is on its way" });
  expect(heading).toHaveFocus();
  expect(texts()[0]).toBe("You will hear from us within 2 hours.");
  expect(texts()[1]).toBe(siteConfig.steps[2]?.description);
});

it("says one of a unit in the singular", () => {
  render(
    <Confirmation row={row} onAgain={() => {}} replyTime={{ within: 1, unit: "business day" }} />,
  );
  expect(screen.getByText("You will hear from us within 1 business day.")).toBeVisible();
});

it("promises no time when the owner states none", () => {
  render(<Confirmation row={row} onAgain={() => {}} replyTime={null} />);
  expect(screen.queryByText(/hear from us/)).toBeNull();
  expect(texts()[0]).toBe(siteConfig.steps[2]?.description);
});

it("shows the business's own reply time by default, which is none until the owner sets one", () => {
  render(<Confirmation row={row} onAgain={() => {}} />);
  if (replyTime) expect(screen.getByText(/^You will hear from us within /)).toBeVisible();
  else expect(screen.queryByText(/hear from us/)).toBeNull();
});
