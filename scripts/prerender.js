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
 *   shellPages: import("../src/app/prerendered.ts").ShellPage[],
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
const stylesheet = /<link rel="stylesheet"[^>]*href="\/[^"]+\.css"[^>]*>/;
if (!stylesheet.test(built)) throw new Error("dist/index.html links no stylesheet to inline");

// Vite's stylesheet holds every class of the app. Each public page gets one built from the shared
// code and the files of the feature it shows only, so that no feature adds a byte to another's
// pages (each page's first response holds at most 14 kB, docs/performance/budgets.md): the landing
// page carries no class of the request form, and the property managers' page (/partners) none of
// the crew's route. The inbox, the route, the partner's page and the sign-in screens they share
// add no byte to the public pages; those pages keep the whole sheet. Pages link
// to one another with plain links, which load the other page's own HTML, so no document shows a
// feature without its classes.
const publicPages = {
  landing: ["features/landing", "app/routes/Landing.tsx"],
  "get-started": ["features/request", "app/routes/GetStarted.tsx"],
  areas: ["features/areas", "app/routes/Area.tsx", "app/routes/Areas.tsx"],
  residents: ["features/residents", "app/routes/Residents.tsx"],
  quote: ["features/quote", "app/routes/Quote.tsx"],
  partners: ["features/partners", "app/routes/Partners.tsx"],
  "not-found": [],
};
const notPublic = [
  "features/owner",
  "app/routes/Owner.tsx",
  "features/route",
  "app/routes/OwnerRoute.tsx",
  "features/partner",
  "app/routes/Partner.tsx",
  "auth/screens",
];
const everyPart = [...Object.values(publicPages).flat(), ...notPublic];
/** @type {Record<PageName, string[]>} the feature folders and route modules each page shows */
const shows = {
  ...publicPages,
  owner: everyPart,
  route: everyPart,
  partner: everyPart,
};
/** @type {{ module: { default: import("tailwindcss").Config } }} */
const { module: tailwindModule } = await runnerImport("./tailwind.config.ts", {
  configFile: false,
  logLevel: "silent",
});
const tailwindConfig = tailwindModule.default;

/** The stylesheet of a page that shows `parts` of src/ beside the shared code. @param {string[]} parts */
async function stylesheetShowing(parts) {
  const leftOut = everyPart
    .filter((part) => !parts.includes(part))
    .map((part) => `!./src/${part}${part.endsWith(".tsx") ? "" : "/**"}`);
  const output = /** @type {import("vite").Rollup.RollupOutput} */ (
    await build({
      configFile: false,
      logLevel: "warn",
      css: {
        postcss: {
          plugins: [
            tailwindcss({
              ...tailwindConfig,
              content: [.../** @type {string[]} */ (tailwindConfig.content), ...leftOut],
            }),
            autoprefixer(),
          ],
        },
      },
      build: { write: false, rollupOptions: { input: "src/styles/index.css" } },
    })
  ).output.find((file) => file.fileName.endsWith(".css"));
  if (output?.type !== "asset") throw new Error(`no stylesheet was built for ${parts.join(", ")}`);
  return String(output.source);
}

// The entry module is not named in the HTML, where the browser would fetch it beside the first
// paint: src/app/boot.ts, inline at the end of <body> (allowed by its hash in the CSP), adds it
// once the page has painted.
const entryScript = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const [entryTag, entry] = built.match(entryScript) ?? [];
if (!entryTag || !entry) throw new Error("dist/index.html has no entry module");
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
/** Each page's template, with its own stylesheet inline. @type {Record<PageName, string>} */
const templates = Object.fromEntries(
  await Promise.all(
    Object.entries(shows).map(async ([page, parts]) => {
      const css = await stylesheetShowing(parts);
      return [page, shell.replace(stylesheet, () => `<style>${css}</style>`)];
    }),
  ),
);
const emptyRoot = '<div id="root"></div>';
const headBlock = /<!-- head:start[^]*?<!-- head:end -->/;
if (!shell.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);
if (!headBlock.test(shell)) throw new Error("dist/index.html has no head:start/end block");

/** @param {string} url @param {PageName} page */
async function renderPage(url, page) {
  const markup = await server.render(url);
  return /** @type {string} */ (templates[page])
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
// Pages made in the browser (a property's page for its residents): the shell with the page's head
// and an empty root, which main.tsx renders afresh. It has nothing to paint before the app, and
// the browser reports no first paint for it, which the boot script would wait 5 s for: it names
// the entry module in its head, as Vite wrote it, so that it loads as the page does. And a
// rewrite (status 200: the address stays)
// that serves it for every path below its prefix, in the _redirects syntax Netlify and Cloudflare
// Pages read (docs.netlify.com/manage/routing/redirects/rewrites-proxies,
// developers.cloudflare.com/pages/configuration/redirects); scripts/serve.js applies it too.
const rewrites = [];
for (const { prefix, file, page } of server.shellPages) {
  const shell = /** @type {string} */ (templates[page])
    .replace(headBlock, () => server.headTags(`${prefix}/shell`))
    .replace(bootTag, "")
    .replace("</head>", () => `${entryTag}</head>`);
  await writeFile(`${dist}${file}`, shell);
  rewrites.push(`${prefix}/*  ${prefix}  200`);
}
await writeFile(`${dist}_redirects`, rewrites.length ? `${rewrites.join("\n")}\n` : "");
await writeFile(`${dist}robots.txt`, server.robotsTxt());
await writeFile(`${dist}sitemap.xml`, server.sitemapXml());
await writeFile(`${dist}site.webmanifest`, server.webManifest());
await writeFile(`${dist}owner.webmanifest`, server.ownerManifest());
await rm(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${pages.map((page) => page.file).join(", ")}, the shells ${server.shellPages.map((page) => page.file).join(", ")}, _redirects, robots.txt, sitemap.xml, site.webmanifest, owner.webmanifest`,
);
