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
