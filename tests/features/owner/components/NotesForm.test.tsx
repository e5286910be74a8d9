import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it } from "vitest";
import { NotesForm } from "@/features/owner/components/NotesForm";
import type { InboxRequest } from "@/features/owner/api/requests";
import { clientFor, sentRequest, staffEmail, staffPassword } from "../../../support/inbox-fixtures";
import { startSupabaseServer, type SupabaseTestServer } from "../../../support/supabase-server";

let server: SupabaseTestServer;
// The server takes a database from a pool that may boot one first: on a busy 2-core machine,
// longer than the 10 s Vitest gives a hook (as in tests/support/auth-harness.ts).
beforeEach(async () => {
  server = await startSupabaseServer();
  await server.addUser(staffEmail, staffPassword, { staff: true });
}, 60_000);
afterEach(() => server.close());

it("a failed save keeps every character and says so; a later save succeeds", async () => {
  const row = (await server.addRequest(sentRequest())) as unknown as InboxRequest;
  const client = await clientFor(server, staffEmail);
  const saved: Partial<InboxRequest>[] = [];
  const user = userEvent.setup();
  render(<NotesForm client={client} request={row} onSaved={(c) => saved.push(c)} />);
  const notes = screen.getByLabelText("Private notes");
  expect(notes).toHaveAttribute("maxLength", "4000");

  await server.answer({ update: "network-error" });
  await user.type(notes, "Wants Tuesdays");
  await user.click(screen.getByRole("button", { name: "Save notes" }));
  const failed = await screen.findByText(
    /The notes could not be saved. What you typed is still here/,
  );
  expect(failed.closest("[role=alert]")).not.toBeNull();
  expect(notes).toHaveValue("Wants Tuesdays");
  expect(saved).toEqual([]);

  await server.answer({ update: "database" });
  await user.click(screen.getByRole("button", { name: "Save notes" }));
  expect(await screen.findByText("Notes saved.")).toBeVisible();
  expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  expect((await server.rows())[0]?.owner_notes).toBe("Wants Tuesdays");
  expect(saved).toEqual([expect.objectContaining({ owner_notes: "Wants Tuesdays" })]);
});
