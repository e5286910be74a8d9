import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatUsPhone } from "@shared/display";

describe("how a stored fact reads to a person, in the site and the e-mails alike", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads a stored phone as people write it, and leaves any other text as it is", () => {
    expect(formatUsPhone("+18015550177")).toBe("(801) 555-0177");
    expect(formatUsPhone("801 555 0177")).toBe("801 555 0177");
    expect(formatUsPhone("+4420 7946 0958")).toBe("+4420 7946 0958");
  });

  it("reads a date as its weekday, month and day, the same day in every time zone", () => {
    expect(formatDate("2026-12-02")).toBe("Wed, Dec 2");
    expect(formatDate("2027-01-01")).toBe("Fri, Jan 1");
    // A zone west of UTC would show the day before if the date were read as a moment.
    vi.stubEnv("TZ", "Pacific/Honolulu");
    expect(formatDate("2026-12-02")).toBe("Wed, Dec 2");
  });

  it("leaves text that is not a date as it is", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDate("2026-13-45")).toBe("2026-13-45");
  });
});
