import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { configuredBaseURL, supabaseOrigin } from "./servers";

// Headers do not depend on the screen: the desktop project checks them.

const securityHeaders = {
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()["content-security-policy"] ?? "";
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** A CSP source allowing exactly `text`. */
async function sha256Source(text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${Buffer.from(digest).toString("base64")}'`;
}

function expectSecurityHeaders(response: APIResponse) {
  expect(response.headers()).toMatchObject(securityHeaders);
  const permissions = response.headers()["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions).toContain(`${feature}=()`);
  }
}

test(
  "/ carries the security headers, a strict policy and revalidation",
  { tag: "@desktop" },
  async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const csp = directives(response);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    const html = await response.text();
    // 'self' for the app's modules, and the boot script inlined at the end of <body> by its hash.
    const boot = html.match(/<script data-entry="[^"]+">([^]*?)<\/script>/)?.[1] ?? "";
    expect(csp.get("script-src")).toEqual(["'self'", await sha256Source(boot)]);
    const styles = csp.get("style-src") ?? [];
    // 'self', the hashes of the inlined stylesheets (one per kind of page), then Radix's style
    // attributes by hash.
    expect(styles[0]).toBe("'self'");
    const unsafeHashes = styles.indexOf("'unsafe-hashes'");
    expect(unsafeHashes).toBeGreaterThanOrEqual(3);
    const hashes = styles.filter((_, i) => i !== 0 && i !== unsafeHashes);
    expect(hashes.every((source) => /^'sha256-[\w+/]+=*'$/.test(source))).toBe(true);
    const css = html.match(/<style>([^]*?)<\/style>/)?.[1] ?? "";
    expect(styles.slice(1, unsafeHashes)).toContain(await sha256Source(css));
    // Every style attribute of the page (both tab panels are in it) is allowed by its hash.
    const attributes = [...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1] ?? "");
    expect(attributes.length).toBeGreaterThan(0);
    for (const style of attributes) {
      expect(styles.slice(unsafeHashes + 1)).toContain(await sha256Source(style));
    }
    expect(csp.get("img-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  },
);

test(
  "a hashed asset is cached for a year as immutable, once",
  { tag: "@desktop" },
  async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/data-entry="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();

    const response = await request.get(script ?? "");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response);
    // Exactly this value: a second matching rule would have been joined onto it.
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
  },
);

test(
  "an unknown path answers 404 with the 404 page and the same headers",
  { tag: "@desktop" },
  async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(directives(response).get("default-src")).toEqual(["'none'"]);
    expect(await response.text()).toContain("Oops! Page not found");
    expect((await request.get("/_headers")).status()).toBe(404);
  },
);

test(
  "a Supabase-configured build lets the page reach its Supabase origin and its Realtime socket",
  { tag: "@desktop" },
  async ({ request }) => {
    const response = await request.get(`${configuredBaseURL}/`);
    // ws:// for the tests' http server; an https project gets wss:// (scripts/headers.js).
    const realtime = supabaseOrigin.replace(/^http:/, "ws:");
    expect(directives(response).get("connect-src")).toEqual(["'self'", supabaseOrigin, realtime]);
    // The owner's inbox shows request photos through the project's signed URLs.
    expect(directives(response).get("img-src")).toEqual(["'self'", "blob:", supabaseOrigin]);
  },
);
