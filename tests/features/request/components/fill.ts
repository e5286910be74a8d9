import { screen } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import { minFillMs } from "@/features/request/hooks/use-request-form";

/** Fills a trash collection request as a person would. */
export async function fillTrashRequest(user: UserEvent) {
  await user.click(screen.getByRole("radio", { name: "Trash Collection" }));
  await user.type(screen.getByLabelText("Number of rooms"), "3");
  await user.type(screen.getByLabelText("Street address"), "123 Main St");
  await user.type(screen.getByLabelText("Apartment or unit number"), "4B");
  await user.selectOptions(screen.getByLabelText("City"), "Orem");
  await user.type(screen.getByLabelText("Your name"), "Pat Doe");
  await user.type(screen.getByLabelText("Mobile phone"), "801.555.0142");
}

/** Lets the form's minimum fill time pass without waiting for it. */
export function afterMinimumFillTime() {
  const now = Date.now();
  vi.spyOn(Date, "now").mockReturnValue(now + minFillMs);
}
