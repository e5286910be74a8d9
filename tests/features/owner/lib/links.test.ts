import { describe, expect, it } from "vitest";
import { siteConfig } from "@/config/site";
import {
  callHref,
  directionsHref,
  emailHref,
  onMyWayHref,
  reminderHref,
  reviewHref,
  textHref,
} from "@/features/owner/lib/links";
import type { InboxRequest } from "@/features/owner/api/requests";
import { sentRequest } from "../../../support/inbox-fixtures";
import { inboxRequest } from "../support/inbox-request";

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
  const text = textHref(request) ?? "";
  expect(text).toMatch(/^sms:\+18015550142\?&body=/);
  expect(decodeURIComponent(text.split("&body=")[1] ?? "")).toBe(
    "Hi Ann, this is Pleasant Grove Trash & Cleanouts about your Trash Collection request.",
  );
});

// The database's CHECK allows only +1 and ten digits, but the inbox reads the column as any text:
// what a link is made of is checked again, never passed on.
it.each([
  "javascript:alert(1)",
  "+1801555014",
  "+18015550142;ext=9&body=x",
  "",
  "+1 801 555 0142x",
])("makes no Call or Text link of a phone that is not a US number: %j", (phone) => {
  const odd = inboxRequest({ phone, status: "done", sms_consent: true });
  expect([callHref(odd), textHref(odd), onMyWayHref(odd), reviewHref(odd)]).toEqual([
    null,
    null,
    null,
    null,
  ]);
  // A review can still be asked by e-mail when texts were not agreed.
  expect(reviewHref({ ...odd, sms_consent: false })?.channel).toBe("mail");
});

it("e-mails only when an address was given, and searches the map for address and city", () => {
  expect(emailHref(request)).toBe("mailto:pat@example.com");
  expect(emailHref({ ...request, email: null })).toBeNull();
  // An apostrophe is part of a real address; encoded, it cannot end a quoted attribute.
  expect(emailHref({ ...request, email: "o'brien@mail.example.com" })).toBe(
    "mailto:o%27brien@mail.example.com",
  );
  expect(directionsHref(request)).toBe(
    "https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%20%234%2C%20Salt%20Lake%20City",
  );
});

// What a visitor could type before the form and the database asked for a plain address.
const planted =
  "bob@example.com?bcc=spy%40evil.example&cc=boss%40evil.example&subject=PWN&body=Please%20pay%20a%20deposit&x=";

describe("a visitor's address makes a link to that one address, and nothing more", () => {
  it("makes no E-mail link of an address that is not plain", () => {
    expect(emailHref({ ...request, email: planted })).toBeNull();
    expect(emailHref({ ...request, email: "pat@example.com, boss@evil.example" })).toBeNull();
  });

  it("asks for a review by text, not by a draft with someone else's cc, bcc or subject", () => {
    const quiet = inboxRequest({ contact_method: "call", sms_consent: false, email: planted });
    expect(reviewHref(quiet)?.channel).toBe("sms");
    expect(reviewHref(quiet)?.href).not.toMatch(/evil|PWN|deposit/);
  });

  it("keeps a % of a plain address a character of the address, not an escape", () => {
    const odd = "pat%40evil.example%3Fbcc=x@example.com".replace(/[=]/g, "");
    const href = emailHref({ ...request, email: odd }) ?? "";
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe(odd);
    expect([...url.searchParams.keys()]).toEqual([]);
    const quiet = inboxRequest({ contact_method: "call", sms_consent: false, email: odd });
    const review = new URL(reviewHref(quiet)?.href ?? "");
    expect(decodeURIComponent(review.pathname)).toBe(odd);
    expect([...review.searchParams.keys()]).toEqual(["subject", "body"]);
  });
});

describe("the drafts show a name as typed, never reversed or hidden", () => {
  const body = (href: string | null) => decodeURIComponent(href?.split("&body=")[1] ?? "");
  const controls = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069]/;
  // A right-to-left override in a name reverses everything after it in the owner's Messages.
  const reversing = inboxRequest({ name: "Ann\u202E\u200B Lee", status: "done" });

  it("leaves the direction controls out of every draft", () => {
    for (const href of [
      textHref(reversing) ?? "",
      onMyWayHref(reversing) ?? "",
      reviewHref(reversing)?.href ?? "",
    ]) {
      expect(body(href)).toMatch(/^Hi Ann, (this is|thank you for choosing) Pleasant Grove/);
      expect(body(href)).not.toMatch(controls);
    }
  });
});

describe("the drafts name the agreed day and carry the quote", () => {
  const body = (href: string | null) => decodeURIComponent(href?.split("&body=")[1] ?? "");
  const greeting =
    "Hi Ann, this is Pleasant Grove Trash & Cleanouts about your Garage Cleanout request.";
  const garage = inboxRequest({ service: "garage_cleanout", rooms: null, garage_size: "2-car" });

  it("adds the quote, and the day and window once scheduled", () => {
    expect(body(textHref({ ...garage, quote_cents: 34900 }))).toBe(
      `${greeting} Your garage cleanout quote: $349.`,
    );
    const scheduled = {
      ...garage,
      status: "scheduled" as const,
      quote_cents: 34900,
      scheduled_for: "2026-11-28",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
    };
    expect(body(textHref(scheduled))).toBe(
      `${greeting} Your garage cleanout quote: $349. See you Saturday, Nov 28, 8–10 am.`,
    );
    // A day kept on a request that is no longer scheduled is not promised again.
    expect(body(textHref({ ...scheduled, status: "done", quote_cents: null }))).toBe(greeting);
    expect(body(textHref(inboxRequest({ quote_cents: 6000 })))).toMatch(
      /Your trash collection quote: \$60\/month\.$/,
    );
  });

  it("texts “on my way” from the owner's Messages", () => {
    expect(onMyWayHref(garage)).toMatch(/^sms:\+18015550142\?&body=/);
    expect(body(onMyWayHref(garage))).toBe(
      "Hi Ann, this is Pleasant Grove Trash & Cleanouts: on my way.",
    );
  });

  it("texts the day-before reminder with the day, window and street, once there is a day", () => {
    const agreed = {
      ...garage,
      status: "scheduled" as const,
      address: "12 Elm St",
      scheduled_for: "2026-12-02",
      scheduled_from: "08:00:00",
      scheduled_until: "10:00:00",
    };
    expect(reminderHref(agreed)).toMatch(/^sms:\+18015550142\?&body=/);
    expect(body(reminderHref(agreed))).toBe(
      "Hi Ann, this is Pleasant Grove Trash & Cleanouts: a reminder that we come Wednesday, Dec 2, 8–10 am to 12 Elm St.",
    );
    expect(body(reminderHref({ ...agreed, set_out_note: "Bags by the curb" }))).toBe(
      "Hi Ann, this is Pleasant Grove Trash & Cleanouts: a reminder that we come Wednesday, Dec 2, 8–10 am to 12 Elm St. Please set out: Bags by the curb",
    );
    expect(reminderHref({ ...agreed, scheduled_for: null })).toBeNull();
    expect(reminderHref({ ...agreed, phone: "12" })).toBeNull();
  });
});

describe("asking for a review", () => {
  const review = siteConfig.links.review;

  it("opens Messages with a short note and the one review link", () => {
    const { channel, href } = reviewHref(inboxRequest({ status: "done" })) ?? {};
    expect(channel).toBe("sms");
    expect(href).toMatch(/^sms:\+18015550142\?&body=/);
    const text = decodeURIComponent(href?.split("&body=")[1] ?? "");
    expect(text).toContain(review);
    expect(text).toMatch(/^Hi Ann, thank you for choosing Pleasant Grove Trash & Cleanouts!/);
  });

  it("opens Mail instead when the customer gave an e-mail and did not agree to texts", () => {
    const quiet = inboxRequest({ contact_method: "call", sms_consent: false });
    const { channel, href } = reviewHref(quiet) ?? {};
    expect(channel).toBe("mail");
    const url = new URL(href ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("ann@example.com");
    expect(url.searchParams.get("subject")).toBe("How did we do? Pleasant Grove Trash & Cleanouts");
    expect(url.searchParams.get("body")).toContain(review);
    // Without an e-mail address, a text is the only way.
    expect(reviewHref({ ...quiet, email: null })?.channel).toBe("sms");
  });
});
