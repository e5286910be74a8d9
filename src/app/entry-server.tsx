import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router-dom";
import { HtmlMenuContext } from "@/components/layout/html-menu";
import { PrerenderedMenu } from "@/components/layout/PrerenderedMenu";
import { App } from "./App";

/**
 * Renders a path to HTML for the build-time prerender (scripts/prerender.js). `prerender` waits
 * for every lazily loaded route and section, where renderToString would emit their fallbacks.
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <HtmlMenuContext.Provider value={(props) => <PrerenderedMenu {...props} />}>
          <App />
        </HtmlMenuContext.Provider>
      </StaticRouter>
    </StrictMode>,
    // Past 12,800 bytes React would "outline" a finished Suspense boundary: emit it hidden at the
    // end with an inline <script> to move it into place, which the CSP blocks. Inline them all.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

export { prerenderedPages, shellPages } from "./prerendered";
export { headTags, ownerManifest, robotsTxt, sitemapXml, webManifest } from "./seo";
