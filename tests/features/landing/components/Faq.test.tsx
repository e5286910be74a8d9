import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { Faq } from "@/features/landing/components/Faq";
import { specAreas } from "../../../support/spec";

const answerTo = (question: string) =>
  screen.getByText(question, { selector: "summary" }).closest("details")!;

it("is a section named by its heading, one closed <details> per question", () => {
  const { container } = render(<Faq />);
  expect(screen.getByRole("region", { name: "Questions and answers" })).toBeInTheDocument();
  const details = container.querySelectorAll("details");
  expect(details).toHaveLength(8);
  details.forEach((item) => expect(item).not.toHaveAttribute("open"));
});

it("answers with the prices, areas and steps of the site's content", () => {
  render(<Faq />);
  expect(answerTo("How is the $279 starting price set?")).toHaveTextContent(
    "starts at $279; the price is based on the square footage",
  );
  expect(answerTo("What does the $20/month trash collection cover?")).toHaveTextContent(
    "Trash Collection costs $20 per room, each month",
  );
  const cities = answerTo("Which cities do you serve?");
  // Every area, as a sentence reads them: "Pleasant Grove, Orem, …, Spanish Fork, and Heber."
  expect(cities).toHaveTextContent(
    `${specAreas.slice(0, -1).join(", ")}, and ${specAreas.at(-1)}.`,
  );
  expect(answerTo("How do I get started?")).toHaveTextContent("Apartment Number");
  expect(answerTo("Are you insured?")).toHaveTextContent("fully insured");
  expect(answerTo("Do you offer multi-year contracts?")).toHaveTextContent("discounted rates");
});

it("reaches each question by Tab and opens its answer", async () => {
  const user = userEvent.setup();
  render(<Faq />);
  await user.tab();
  expect(screen.getByText("What does a garage cleanout include?")).toHaveFocus();
  await user.tab();
  expect(screen.getByText("How is the $279 starting price set?")).toHaveFocus();
  // Enter and Space on a <summary> are the browser's own (e2e/trust.spec.ts); jsdom clicks.
  const days = answerTo("Which days do you come?");
  await user.click(screen.getByText("Which days do you come?"));
  expect(days).toHaveAttribute("open");
  expect(days).toHaveTextContent("daily, weekends included");
});
