import { describe, expect, it } from "vitest";
import { headersFor, parseHeaderRules } from "../../scripts/serve.js";

const rules = parseHeaderRules(`# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: no-cache

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/blog/:slug/edit
  X-Robots-Tag: noindex
`);

describe("scripts/serve.js applies _headers as the hosts do", () => {
  it("applies a splat rule to every path, the root included", () => {
    expect(headersFor(rules, "/")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-cache",
    });
  });

  it("applies every matching rule and joins a header set twice with a comma", () => {
    expect(headersFor(rules, "/assets/app.js")["Cache-Control"]).toBe(
      "no-cache, public, max-age=31536000, immutable",
    );
  });

  it("matches a placeholder to exactly one path segment, and dots literally", () => {
    expect(headersFor(rules, "/blog/hello/edit")["X-Robots-Tag"]).toBe("noindex");
    expect(headersFor(rules, "/blog/a/b/edit")["X-Robots-Tag"]).toBeUndefined();
    const dotted = parseHeaderRules("/index.html\n  X-Test: 1\n");
    expect(headersFor(dotted, "/indexxhtml")).toEqual({});
  });
});

describe("scripts/serve.js serves pages as the hosts do", () => {
  it("answers /page with page.html, without a redirect, and unknown paths with 404.html", async () => {
    const { mkdtemp, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { serve } = await import("../../scripts/serve.js");
    const root = await mkdtemp(join(tmpdir(), "serve-"));
    await writeFile(join(root, "get-started.html"), "request page");
    await writeFile(join(root, "404.html"), "not found");
    const server = await serve({ root: `${root}/`, port: 0 });
    const { port } = server.address() as import("node:net").AddressInfo;
    try {
      const page = await fetch(`http://127.0.0.1:${port}/get-started`, { redirect: "manual" });
      expect([page.status, await page.text()]).toEqual([200, "request page"]);
      const missing = await fetch(`http://127.0.0.1:${port}/get-started/more`);
      expect([missing.status, await missing.text()]).toEqual([404, "not found"]);
    } finally {
      server.close();
    }
  });
});

describe("scripts/serve.js applies _redirects' rewrites as the hosts do", () => {
  it("serves /r/<code> from r.html with status 200, and never _redirects itself", async () => {
    const { mkdtemp, writeFile } = await import("node:fs/promises");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const { serve } = await import("../../scripts/serve.js");
    const root = await mkdtemp(join(tmpdir(), "serve-"));
    await writeFile(join(root, "r.html"), "residents' shell");
    await writeFile(join(root, "404.html"), "not found");
    await writeFile(join(root, "_redirects"), "/r/*  /r  200\n");
    const server = await serve({ root: `${root}/`, port: 0 });
    const { port } = server.address() as import("node:net").AddressInfo;
    const get = async (path: string) => {
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: "manual" });
      return [answer.status, await answer.text()];
    };
    try {
      expect(await get("/r/Abc-123_xyzAbc-123_xyz")).toEqual([200, "residents' shell"]);
      expect(await get("/r/any/depth")).toEqual([200, "residents' shell"]);
      expect(await get("/rx")).toEqual([404, "not found"]);
      expect(await get("/_redirects")).toEqual([404, "not found"]);
    } finally {
      server.close();
    }
  });
});
