import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Contact } from "@/features/landing/components/Contact";

it("gives the phone, e-mail and service area under the contact anchor", () => {
  const { container } = render(<Contact />);
  expect(container.querySelector("section#contact")).not.toBeNull();
  expect(screen.getByRole("link", { name: "(801) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+18015550142",
  );
  expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute(
    "href",
    "mailto:hello@example.com",
  );
  expect(screen.getByRole("link", { name: "Request service online" })).toHaveAttribute(
    "href",
    "/get-started?from=landing",
  );
  expect(screen.getByText(/service area: utah/i)).toBeVisible();
  expect(screen.getByText("Fast garage cleanouts")).toBeVisible();
  expect(screen.getByText("Reliable trash pickup")).toBeVisible();
});
