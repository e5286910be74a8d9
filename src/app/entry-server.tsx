import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { App } from "./App";

/** Renders a path to HTML for the build-time prerender (scripts/prerender.js). */
export function render(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

export { prerenderedPages } from "./pages";
export { headTags, robotsTxt, sitemapXml, webManifest } from "./seo";
