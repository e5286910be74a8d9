import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { testEnv } from "../../scripts/test-env.js";

// npm test builds both copies with a .env.local and shell variables of other values present
// (scripts/with-env-local.js); the builds must still carry the tests' own configuration.
describe.each(["dist", "dist-e2e"])("%s/index.html", (dir) => {
  it("holds the tests' phone, e-mail and site URL, whatever .env.local says", async () => {
    const html = await readFile(new URL(`../../${dir}/index.html`, import.meta.url), "utf8");
    expect(html).toContain('href="tel:+18015550142"');
    expect(html).toContain(`href="mailto:${testEnv.VITE_BUSINESS_EMAIL}"`);
    expect(html).toContain(`<link rel="canonical" href="${testEnv.VITE_SITE_URL}/"`);
    expect(html).not.toMatch(/785-2200|pgtrash/);
  });
});
