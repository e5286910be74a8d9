// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { businessTimeZone } from "@shared/time-zone";

// The business's time zone is one constant (supabase/functions/_shared/time-zone.ts) that the
// form, the inbox and the edge functions import. SQL cannot import it, so each migration that
// counts days writes the zone out: they must name this one and no other.

const root = fileURLToPath(new URL("../../", import.meta.url));

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

/** An IANA zone name in quotes ('America/Denver', "Etc/UTC"), or a quoted UTC. */
const zoneName =
  /["'`]((?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[\w+/-]+|UTC|GMT)["'`]/gi;

const zonesIn = (file: string) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(zoneName)].map((m) => m[1]);

describe("the business's time zone", () => {
  it("is the one the migrations count days in", () => {
    const named = files("supabase/migrations", /\.sql$/).flatMap((file) =>
      zonesIn(file).map((zone) => `${path.basename(file)}: ${zone}`),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((line) => !line.endsWith(`: ${businessTimeZone}`))).toEqual([]);
  });

  it("is written out nowhere else in the site or the edge functions", () => {
    const shipped = [
      ...files("src", /\.tsx?$/),
      ...files("supabase/functions", /\.ts$/).filter((file) => !file.includes("/tests/")),
    ];
    // UTC formats a plain date without a zone's daylight saving: it is no business calendar.
    const named = shipped.flatMap((file) =>
      zonesIn(file)
        .filter((zone) => !/^(UTC|GMT)$/i.test(zone ?? ""))
        .map((zone) => `${file}: ${zone}`),
    );
    expect(named).toEqual([`supabase/functions/_shared/time-zone.ts: ${businessTimeZone}`]);
  });

  it("finds a zone written into a migration that is not the business's", () => {
    expect("at time zone 'America/Los_Angeles'".match(zoneName)).toEqual(["'America/Los_Angeles'"]);
  });
});
