import { afterEach, expect, it } from "vitest";
import { noteReferrer, referrerKey } from "@/lib/referrer";

/** A page of the visit opens, sent by `referrer` ("" for none), and runs main.tsx's note. */
function arriveFrom(referrer: string) {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  noteReferrer();
}

afterEach(() => {
  sessionStorage.clear();
  Object.defineProperty(document, "referrer", { value: "", configurable: true });
});

it("notes the origin of the page that sent the visitor, nothing of its path or query", () => {
  arriveFrom("https://www.google.com/search?q=garage+cleanout+pat+doe");
  expect(sessionStorage.getItem(referrerKey)).toBe("https://www.google.com");
});

it("keeps the first note through the visit's later pages", () => {
  arriveFrom("https://www.google.com/");
  arriveFrom(`${window.location.origin}/areas/provo`);
  arriveFrom("https://bing.com/");
  expect(sessionStorage.getItem(referrerKey)).toBe("https://www.google.com");
});

it("notes nothing without a referrer, then this site, so that no later page counts", () => {
  arriveFrom("");
  expect(sessionStorage.getItem(referrerKey)).toBeNull();
  arriveFrom(`${window.location.origin}/areas/provo`);
  arriveFrom("https://bing.com/");
  expect(sessionStorage.getItem(referrerKey)).toBe(window.location.origin);
});
