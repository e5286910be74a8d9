import { expect, it } from "vitest";
import { ago, minutesBetween, span } from "@/features/owner/lib/time";

it("says a span as a person would", () => {
  expect(span(0.5)).toBe("under 1 min");
  expect(span(12.9)).toBe("12 min");
  expect(span(59)).toBe("59 min");
  expect(span(60)).toBe("1 h");
  expect(span(23 * 60 + 59)).toBe("23 h");
  expect(span(24 * 60)).toBe("1 day");
  expect(span(3 * 24 * 60)).toBe("3 days");
});

it("says how long ago a timestamp was", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  expect(ago("2026-11-23T11:48:00Z", now)).toBe("12 min ago");
  expect(ago("2026-11-23T11:59:40Z", now)).toBe("just now");
  expect(minutesBetween("2026-11-23T11:00:00Z", "2026-11-23T11:30:00Z")).toBe(30);
});
