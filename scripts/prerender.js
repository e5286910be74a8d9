// @ts-check
// Runs after `vite build` and `vite build --ssr`: renders every page of src/app/pages.tsx
// (e.g. "/" into dist/index.html, the 404 page into dist/404.html) with the same React components, so the first HTML response
// already carries the page. The client then hydrates it (src/main.tsx). The head tags,
// robots.txt, sitemap.xml and the manifest come from the same bundle (src/app/seo.ts),
// because they depend on siteConfig and on VITE_SITE_URL. DIST names another output folder.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import autoprefixer from "autoprefixer";
import tailwindcss from "tailwindcss";
import { build, runnerImport } from "vite";

const dist = fileURLToPath(new URL(`../${process.env.DIST ?? "dist"}/`, import.meta.url));
const ssrDir = fileURLToPath(new URL("../.ssr/", import.meta.url));

/**
 * @typedef {import("../src/app/pages.tsx").PageName} PageName
 * @type {{
 *   prerenderedPages: import("../src/app/prerendered.ts").PrerenderedPage[],
 *   render: (url: string) => Promise<string>,
 *   headTags: (path: string) => string,
 *   robotsTxt: () => string,
 *   sitemapXml: () => string,
 *   webManifest: () => string,
 *   ownerManifest: () => string,
 * }}
 */
const server = await import(`${ssrDir}entry-server.js`);
const built = await readFile(`${dist}index.html`, "utf8");

// The stylesheet (~4 kB gzip) goes inline, so every page paints from its first response with
// no render-blocking request; scripts/headers.js allows the <style> by its hash.
const stylesheet = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/;
const cssFile = built.match(stylesheet)?.[1];
if (!cssFile) throw new Error("dist/index.html links no stylesheet to inline");
const css = await readFile(`${dist}${cssFile}`, "utf8");

// That stylesheet holds every class of the app, the owner's inbox included. The visitors' pages
// get one built without the files of the pages below, so that the inbox, the partners' pages and
// the sign-in screens they share add no byte to them; those pages keep the whole one. Public
// pages link to them with plain links, which load the page's own HTML, so no document ever shows
// them under the smaller sheet.
const wholeSheet = /** @type {PageName[]} */ (["owner", "partner", "partners"]);
const notPublic = [
  "!./src/features/owner/**",
  "!./src/app/routes/Owner.tsx",
  "!./src/features/partner/**",
  "!./src/app/routes/Partner.tsx",
  "!./src/features/partners/**",
  "!./src/app/routes/Partners.tsx",
  "!./src/auth/screens/**",
];
/** @type {{ module: { default: import("tailwindcss").Config } }} */
const { module: tailwindModule } = await runnerImport("./tailwind.config.ts", {
  configFile: false,
  logLevel: "silent",
});
const tailwindConfig = tailwindModule.default;
const publicCssBuild = /** @type {import("vite").Rollup.RollupOutput} */ (
  await build({
    configFile: false,
    logLevel: "warn",
    css: {
      postcss: {
        plugins: [
          tailwindcss({
            ...tailwindConfig,
            content: [.../** @type {string[]} */ (tailwindConfig.content), ...notPublic],
          }),
          autoprefixer(),
        ],
      },
    },
    build: { write: false, rollupOptions: { input: "src/styles/index.css" } },
  })
);
const publicCss = publicCssBuild.output.find((file) => file.fileName.endsWith(".css"));
if (publicCss?.type !== "asset") throw new Error("the visitors' stylesheet was not built");

// The entry module is not named in the HTML, where the browser would fetch it beside the first
// paint: src/app/boot.ts, inline at the end of <body> (allowed by its hash in the CSP), adds it
// once the page has painted.
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const entry = built.match(entryScript)?.[1];
if (!entry) throw new Error("dist/index.html has no entry module");
if (/<link rel="modulepreload"/.test(built)) {
  throw new Error("dist/index.html preloads modules: the boot script would have to add them");
}
const bootBuild = /** @type {import("vite").Rollup.RollupOutput} */ (
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: "src/app/boot-script.ts", output: { format: "iife" } },
    },
  })
);
const bootCode = bootBuild.output[0].code.trim();
const bootTag = `<script data-entry="${entry}">${bootCode}</script>`;
const shell = built.replace(entryScript, "").replace("</body>", () => `${bootTag}</body>`);
const templates = {
  public: shell.replace(stylesheet, () => `<style>${String(publicCss.source)}</style>`),
  whole: shell.replace(stylesheet, () => `<style>${css}</style>`),
};
const emptyRoot = '<div id="root"></div>';
const headBlock = /<!-- head:start[^]*?<!-- head:end -->/;
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);
if (!headBlock.test(shell)) throw new Error("dist/index.html has no head:start/end block");

/** @param {string} url @param {PageName} page */
async function renderPage(url, page) {
  const markup = await server.render(url);
  return templates[wholeSheet.includes(page) ? "whole" : "public"]
    .replace(headBlock, () => server.headTags(url))
    .replace(emptyRoot, () => `<div id="root" data-page="${page}">${markup}</div>`);
}

// Every page is rendered from the pristine template before index.html is overwritten.
const pages = await Promise.all(
  server.prerenderedPages.map(async ({ path, file, page }) => ({
    file,
    html: await renderPage(path, page),
  })),
);
for (const { file, html } of pages) {
  await mkdir(dirname(`${dist}${file}`), { recursive: true });
  await writeFile(`${dist}${file}`, html);
}
await writeFile(`${dist}robots.txt`, server.robotsTxt());
await writeFile(`${dist}sitemap.xml`, server.sitemapXml());
await writeFile(`${dist}site.webmanifest`, server.webManifest());
await writeFile(`${dist}owner.webmanifest`, server.ownerManifest());
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${pages.map((page) => page.file).join(", ")}, robots.txt, sitemap.xml, site.webmanifest, owner.webmanifest`,
);
