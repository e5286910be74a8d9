import type { ServiceRequestRow } from "@/lib/service-request";
import { describe, expect, it } from "vitest";
import { mailtoHref, requestText, smsHref, summarize } from "@/features/request/lib/message";
import { siteConfig } from "@/config/site";

const row: ServiceRequestRow = {
  service: "trash_collection",
  name: "Pat Doe",
  phone: "+18015550142",
  email: null,
  address: "123 Main St",
  unit: "4B",
  city: "Orem",
  rooms: 3,
  garage_size: null,
  start_date: "2030-06-15",
  contact_method: "call",
  notes: "Gate code 1234 & ring twice",
  property_name: "Elm Court",
  units: 48,
  sms_consent: true,
};

describe("the request as text", () => {
  it("lists every filled-in field and leaves the empty ones out", () => {
    expect(requestText(row)).toBe(
      [
        "Service request",
        "Service: Trash Collection",
        "Name: Pat Doe",
        "Phone: (801) 555-0142",
        "Address: 123 Main St",
        "Unit: 4B",
        "City: Orem",
        "Rooms: 3",
        "Start date: Sat, Jun 15",
        "Contact: Call me",
        "Property: Elm Court",
        "Units: 48",
        "Texts about this request: Yes",
        "Notes: Gate code 1234 & ring twice",
      ].join("\n"),
    );
  });

  it("names a garage size by its label", () => {
    const garage = { ...row, service: "garage_cleanout" as const, garage_size: "2-car" };
    expect(summarize(garage)).toContainEqual({ label: "Garage size", value: "2-car garage" });
    expect(summarize({ ...garage, garage_size: "650 sq ft" })).toContainEqual({
      label: "Garage size",
      value: "650 sq ft",
    });
  });

  it("texts the business phone with the whole request as the body", () => {
    const href = smsHref(row);
    // The business phone of the tests' configuration, (801) 555-0142 (scripts/test-env.js).
    expect(href.startsWith("sms:+18015550142?&body=")).toBe(true);
    const body = decodeURIComponent(href.slice(href.indexOf("&body=") + 6));
    expect(body).toBe(requestText(row));
    // "&" in the notes must not end the body early.
    expect(href).not.toMatch(/1234 & ring/);
  });

  it("e-mails the same text with a subject, CRLF line breaks", () => {
    const url = new URL(mailtoHref(row) ?? "");
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(siteConfig.email);
    expect(url.searchParams.get("subject")).toBe("Service request: Pat Doe");
    expect(url.searchParams.get("body")).toBe(requestText(row).replace(/\n/g, "\r\n"));
  });
});
