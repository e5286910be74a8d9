// @ts-check
// Runs after `vite build` and `vite build --ssr`: renders "/" into dist/index.html and the
// 404 page into dist/404.html with the same React components, so the first HTML response
// already carries the page. The client then hydrates it (src/main.tsx). DIST names another
// output directory, as in vite.config.ts.
import { readFile, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const dist = fileURLToPath(new URL(`../${process.env.DIST ?? "dist"}/`, import.meta.url));
const ssrDir = fileURLToPath(new URL("../.ssr/", import.meta.url));

/** @type {{ render: (url: string) => string }} */
const server = await import(`${ssrDir}entry-server.js`);
const template = await readFile(`${dist}index.html`, "utf8");
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);

/**
 * @param {string} url
 * @param {"landing" | "not-found"} page
 * @param {(html: string) => string} [editHead]
 */
function renderPage(url, page, editHead = (html) => html) {
  const markup = server.render(url);
  return editHead(template).replace(
    emptyRoot,
    `<div id="root" data-page="${page}">${markup}</div>`,
  );
}

await writeFile(`${dist}index.html`, renderPage("/", "landing"));
await writeFile(
  `${dist}404.html`,
  renderPage("/404", "not-found", (html) =>
    html
      .replace(/<title>[^<]*<\/title>/, "<title>Page not found | PG Trash &amp; Cleanouts</title>")
      .replace("<head>", '<head>\n    <meta name="robots" content="noindex" />'),
  ),
);
await rm(ssrDir, { recursive: true, force: true });
console.log("prerendered dist/index.html and dist/404.html");
