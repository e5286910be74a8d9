// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fetchedBeforePaint, measure, supabaseReach } from "../../scripts/check-budgets.js";

let root: string;

beforeEach(async () => {
  root = `${await mkdtemp(join(tmpdir(), "budgets-"))}/`;
  await mkdir(`${root}assets`);
  await mkdir(`${root}.vite`);
  await mkdir(`${root}areas`);
  // The shape of Vite's build manifest: source keys, emitted files, static and dynamic imports.
  const manifest = {
    "index.html": {
      file: "assets/entry.js",
      isEntry: true,
      imports: ["_shared.js", "_preloaded.js"],
      dynamicImports: ["src/menus.tsx"],
      css: ["assets/app.css"],
    },
    "_shared.js": { file: "assets/shared.js", imports: ["_vendor.js"] },
    "_vendor.js": { file: "assets/vendor.js" },
    "_preloaded.js": { file: "assets/preloaded.js" },
    "src/menus.tsx": { file: "assets/menus.js", isDynamicEntry: true, imports: ["_shared.js"] },
    "src/auth/supabase.ts": { file: "assets/supabase.js", isDynamicEntry: true },
  };
  const files: Record<string, string> = {
    ".vite/manifest.json": JSON.stringify(manifest),
    "index.html": '<script type="module" crossorigin src="/assets/entry.js"></script>',
    "assets/entry.js": 'import{a}from"./shared.js";const m=()=>import("./menus.js");',
    "assets/shared.js": 'import"./vendor.js";export const a=1;',
    "assets/vendor.js": "export{}",
    "assets/preloaded.js": "export{}",
    "assets/menus.js": 'import{a}from"./shared.js";',
    "assets/supabase.js": "export{}",
    "assets/app.css": "body{}",
    "areas/orem.html": "<style>body{}</style>",
  };
  await Promise.all(Object.entries(files).map(([path, text]) => writeFile(root + path, text)));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe("check-budgets", () => {
  it("counts the entry, its static imports and their CSS, and lists the rest as lazy", async () => {
    const rows = await measure(root);
    const kinds = Object.fromEntries(rows.map((row) => [row.file, row.kind]));
    expect(kinds).toEqual({
      "index.html": "html",
      "areas/orem.html": "html",
      "assets/entry.js": "js",
      "assets/preloaded.js": "js",
      "assets/shared.js": "js",
      "assets/vendor.js": "js",
      "assets/app.css": "css",
      "assets/menus.js": "lazy",
      "assets/supabase.js": "lazy",
    });
    expect(rows.every((row) => row.gzip > 0)).toBe(true);
  });
});

describe("fetchedBeforePaint", () => {
  const page = (head: string, body = "") => `<html><head>${head}</head><body>${body}</body></html>`;

  it("is empty for inline styles, data blocks and an inline script", () => {
    const html = page(
      '<style>body{}</style><script type="application/ld+json">{}</script>',
      '<div id="root"></div><script data-entry="/assets/e.js">boot()</script>',
    );
    expect(fetchedBeforePaint(html)).toEqual([]);
  });

  it("names stylesheets, and scripts or script preloads of any kind, head or body", () => {
    const tags = [
      '<link rel="stylesheet" href="/assets/app.css">',
      '<script type="module" crossorigin src="/assets/e.js">',
      '<script async src="/a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/c.js">',
    ];
    const html = page(`${tags[0]}${tags[1]}</script>${tags[2]}</script>${tags[3]}`);
    expect(fetchedBeforePaint(html)).toEqual(tags);
    expect(fetchedBeforePaint(page("", '<script src="/legacy.js"></script>'))).toEqual([
      '<script src="/legacy.js">',
    ]);
    expect(fetchedBeforePaint(page('<link rel="preload" as="script" href="/x.js">'))).toEqual([
      '<link rel="preload" as="script" href="/x.js">',
    ]);
  });
});

describe("fetchedBeforePaint, on a shell (an empty root: the app is all it paints)", () => {
  const entry = '<script type="module" crossorigin src="/assets/index-B2x.js">';
  const shell = (head: string) =>
    `<html><head>${head}</head><body><div id="root"></div></body></html>`;

  it("leaves out the entry module its head names, and nothing else", () => {
    expect(fetchedBeforePaint(shell(`${entry}</script>`))).toEqual([]);
    expect(
      fetchedBeforePaint(shell(`${entry}</script><script type="module" src="/assets/x.js">`)),
    ).toEqual(['<script type="module" src="/assets/x.js">']);
    expect(fetchedBeforePaint(shell('<link rel="stylesheet" href="/assets/app.css">'))).toEqual([
      '<link rel="stylesheet" href="/assets/app.css">',
    ]);
  });

  it("still names the entry on a page with markup to paint", () => {
    const html = `<html><head>${entry}</script></head><body><div id="root" data-page="landing"><h1>Hi</h1></div></body></html>`;
    expect(fetchedBeforePaint(html)).toEqual([entry]);
  });
});

describe("supabaseReach", () => {
  const supabase = "node_modules/@supabase/supabase-js/dist/index.mjs";
  const manifest = (routeImports: string[]) => ({
    "index.html": { file: "assets/entry.js", isEntry: true, dynamicImports: [supabase] },
    [supabase]: { file: "assets/dist.js", isDynamicEntry: true, imports: ["_tslib.js"] },
    "_tslib.js": { file: "assets/tslib.js" },
    "_client.js": { file: "assets/client.js", imports: [supabase] },
    "src/app/routes/GetStarted.tsx": {
      file: "assets/GetStarted.js",
      isDynamicEntry: true,
      imports: routeImports,
    },
    "src/app/routes/Owner.tsx": {
      file: "assets/Owner.js",
      isDynamicEntry: true,
      imports: [supabase],
    },
  });

  it("names the chunk of supabase-js and no page when only import() reaches it", () => {
    expect(supabaseReach(manifest([]))).toEqual({ file: "assets/dist.js", reachedBy: [] });
  });

  it("names a public page whose static imports reach it, even through another chunk", () => {
    expect(supabaseReach(manifest(["_client.js"])).reachedBy).toEqual([
      "src/app/routes/GetStarted.tsx",
    ]);
  });
});
