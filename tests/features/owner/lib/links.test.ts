import { expect, it } from "vitest";
import { callHref, directionsHref, emailHref, textHref } from "@/features/owner/lib/links";
import type { InboxRequest } from "@/features/owner/api/requests";
import { sentRequest } from "../../../support/inbox-fixtures";

const request = {
  ...sentRequest({ name: "Ann Lee", address: "12 Elm St #4", city: "Salt Lake City" }),
  created_at: "2026-11-23T12:00:00Z",
  status: "new",
  contacted_at: null,
  status_changed_at: null,
  owner_notes: null,
} as InboxRequest;

it("calls and texts the number, the text greeting by the business's name and the service", () => {
  expect(callHref(request)).toBe("tel:+18015550142");
  const text = textHref(request);
  expect(text).toMatch(/^sms:\+18015550142\?&body=/);
  expect(decodeURIComponent(text.split("&body=")[1] ?? "")).toBe(
    "Hi Ann, this is Pleasant Grove Trash & Cleanouts about your Trash Collection request.",
  );
});

it("e-mails only when an address was given, and searches the map for address and city", () => {
  expect(emailHref(request)).toBe("mailto:pat@example.com");
  expect(emailHref({ ...request, email: null })).toBeNull();
  expect(directionsHref(request)).toBe(
    "https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%20%234%2C%20Salt%20Lake%20City",
  );
});
