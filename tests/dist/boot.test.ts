import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

/** Every prerendered page of a build, with its HTML. */
async function pages(dir: string) {
  const root = new URL(`../../${dir}/`, import.meta.url);
  const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".html"));
  return Promise.all(
    files.map(async (file) => ({ file, html: await readFile(new URL(file, root), "utf8") })),
  );
}

/** The pages made in the browser: the files the build's rewrites serve (`/r/*  /r  200`). */
async function shells(dir: string) {
  const redirects = await readFile(new URL(`../../${dir}/_redirects`, import.meta.url), "utf8");
  return [...redirects.matchAll(/^\/\S+\s+\/(\S+)\s+200$/gm)].map(([, page]) => `${page}.html`);
}

// The app starts from one inline script per page (src/app/boot.ts, ADR 0013): if it named a file
// the build does not hold, or the policy did not allow it, every page would stay static.
describe.each(["dist", "dist-e2e"])("%s: the boot script", (dir) => {
  it("is on every prerendered page, once, naming the built entry module, allowed by its hash", async () => {
    const root = new URL(`../../${dir}/`, import.meta.url);
    const headers = await readFile(new URL("_headers", root), "utf8");
    const scriptSrc = headers.match(/script-src ([^;\n]*)/)?.[1]?.split(" ") ?? [];
    const made = await shells(dir);
    const all = (await pages(dir)).filter(({ file }) => !made.includes(file));
    expect(all.length).toBeGreaterThanOrEqual(13);
    for (const { file, html } of all) {
      const boots = [...html.matchAll(/<script data-entry="(\/assets\/[^"]+\.js)">([^]*?)<\/script>/g)];
      expect(boots, file).toHaveLength(1);
      const [, entry = "", code = ""] = boots[0] ?? [];
      expect(existsSync(new URL(`.${entry}`, root)), `${file}: ${entry}`).toBe(true);
      const hash = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
      expect(scriptSrc, file).toEqual(["'self'", hash]);
    }
  });

  // A shell has an empty root: nothing to paint first, and no paint the boot script could wait
  // for (it would start the app 5 s after load).
  it("is on no page made in the browser, which names the entry module in its head", async () => {
    const root = new URL(`../../${dir}/`, import.meta.url);
    const made = await shells(dir);
    expect(made.sort()).toEqual(["q.html", "r.html"]);
    for (const file of made) {
      const html = await readFile(new URL(file, root), "utf8");
      expect(html, file).not.toContain("data-entry");
      const head = html.slice(0, html.indexOf("</head>"));
      const entries = [...head.matchAll(/<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/g)];
      expect(entries, file).toHaveLength(1);
      expect(existsSync(new URL(`.${entries[0]?.[1]}`, root)), file).toBe(true);
      expect(html, file).toContain('<div id="root"></div>');
    }
  });
});

// Chrome compiles a chunk's functions as it downloads, off the main thread, only if the hint is
// the chunk's first line (vite.config.ts, compileHints): a bundler step that put anything before
// it, or dropped it as a comment, would bring back long tasks of compiling while React hydrates.
describe.each(["dist", "dist-e2e"])("%s: every script", (dir) => {
  it("starts with the compile hint", async () => {
    const root = new URL(`../../${dir}/assets/`, import.meta.url);
    const scripts = (await readdir(root)).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) {
      const code = await readFile(new URL(file, root), "utf8");
      expect(code.split("\n")[0], file).toBe("//# allFunctionsCalledOnLoad");
    }
  });
});
