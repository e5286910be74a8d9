import type { ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyPage, pageFor, pages } from "@/app/pages";
import { prerenderedPages, shellPages } from "@/app/prerendered";
import { headTags, sitemapXml } from "@/app/seo";
import { siteConfig } from "@/config/site";

const head = (path: string) =>
  new DOMParser().parseFromString(`<head>${headTags(path)}</head>`, "text/html");
const sitemap = () =>
  [...new DOMParser().parseFromString(sitemapXml(), "application/xml").querySelectorAll("loc")].map(
    (loc) => loc.textContent,
  );

describe("the table of pages", () => {
  it("tells which page a path shows, by React Router's match", () => {
    expect(pageFor("/").name).toBe("landing");
    expect(pageFor("/get-started").name).toBe("get-started");
    expect(pageFor("/get-started/").name).toBe("get-started");
    expect(pageFor("/areas").name).toBe("areas");
    expect(pageFor("/areas/orem").name).toBe("areas");
    expect(pageFor("/nope").name).toBe("not-found");
    expect(pageFor("/areas/orem/more").name).toBe("not-found");
    expect(pageFor("/r/Abc-123_xyzAbc-123_xyz").name).toBe("residents");
    expect(pageFor("/r").name).toBe("not-found");
    expect(pageFor("/r/Abc-123_xyzAbc-123_xyz/more").name).toBe("not-found");
  });

  it("prerenders each page into <path>.html, / into index.html and the 404 page into 404.html", () => {
    const files = Object.fromEntries(prerenderedPages.map(({ path, file }) => [path, file]));
    expect(files).toMatchObject({
      "/": "index.html",
      "/get-started": "get-started.html",
      "/areas": "areas.html",
      "/areas/salt-lake-city": "areas/salt-lake-city.html",
      "/404": "404.html",
    });
    for (const { path, page } of prerenderedPages) expect(pageFor(path).name).toBe(page);
    expect(files["/owner"]).toBe("owner.html");
    // Every page is prerendered, or served from the app's shell for every path below its prefix.
    expect(
      new Set([...prerenderedPages.map(({ page }) => page), ...shellPages.map(({ page }) => page)]),
    ).toEqual(new Set(pages.map(({ name }) => name)));
  });

  it("serves the residents' pages from r.html and the quotes from q.html, nothing else from a shell", () => {
    expect(shellPages).toEqual([
      { prefix: "/r", file: "r.html", page: "residents" },
      { prefix: "/q", file: "q.html", page: "quote" },
    ]);
  });

  it("serves the residents' pages from r.html, kept out of search engines and the sitemap", () => {
    expect(prerenderedPages.map(({ page }) => page)).not.toContain("residents");
    const doc = head("/r/Abc-123_xyzAbc-123_xyz");
    expect(doc.title).toMatch(/^Tonight's trash pickup \| /);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(sitemap().some((url) => url?.includes("/r"))).toBe(false);
  });

  it("keeps a customer's quote page out of search engines and the sitemap", () => {
    expect(prerenderedPages.map(({ page }) => page)).not.toContain("quote");
    const doc = head(`/q/${"a".repeat(64)}`);
    expect(doc.title).toMatch(/^Your quote \| /);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    expect(sitemap().some((url) => url?.includes("/q"))).toBe(false);
  });

  // A page missing from seo.ts's heads would otherwise get the 404 page's head with noindex.
  for (const { path, indexed } of prerenderedPages) {
    it(`gives ${path} its own head and ${indexed ? "lists it in" : "keeps it out of"} the sitemap`, () => {
      const doc = head(path);
      const url = `${siteConfig.links.site}${path}`;
      expect(doc.title).not.toBe("");
      if (indexed) {
        expect(doc.title).not.toMatch(/not found/i);
        expect(doc.querySelector('meta[name="robots"]')).toBeNull();
        expect(doc.querySelector('meta[name="description"]')?.getAttribute("content")).toBeTruthy();
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);
        expect(sitemap()).toContain(url);
      } else {
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(
          /noindex/,
        );
        expect(sitemap()).not.toContain(url);
      }
    });
  }
});

/** A page module that loads when the test says so. */
function chunk() {
  const Page = () => <h1>The page</h1>;
  const loaded: { resolve: (module: { default: ComponentType }) => void } = { resolve: () => {} };
  const promise = new Promise<{ default: ComponentType }>((resolve) => (loaded.resolve = resolve));
  return { load: () => promise, arrive: () => loaded.resolve({ default: Page }) };
}

/**
 * Runs `work` with React outside act, as in a browser. React in development mode (as Vitest
 * runs it) reports a use() that suspended and was not called again once its promise resolved
 * with console.error, which fails the test (tests/setup.ts); inside act it does not get there.
 */
async function inBrowserMode(work: (container: HTMLElement) => Promise<void>) {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement("div"));
  try {
    await work(container);
  } finally {
    container.remove();
    global.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

describe("a page in a chunk of its own", () => {
  it("waits for its chunk, then shows the page, with use() on every render", async () => {
    const { load, arrive } = chunk();
    const page = lazyPage(load);
    await inBrowserMode(async (container) => {
      const root = createRoot(container);
      root.render(page.element);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(container).toBeEmptyDOMElement(); // its Suspense boundary shows nothing meanwhile
      arrive();
      await waitFor(() => expect(container).toHaveTextContent("The page"));
      root.render(page.element);
      expect(container).toHaveTextContent("The page");
      root.unmount();
    });
  });

  // main.tsx loads the chunk, then hydrates: the page must then render in that first pass, or a
  // still dehydrated boundary could drop the server's HTML (e2e/hydration.spec.ts).
  it("renders at once, without suspending, once preloaded", async () => {
    const { load, arrive } = chunk();
    const page = lazyPage(load);
    const preloaded = page.preload();
    arrive();
    await preloaded;
    render(page.element);
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();
  });

  it("asks for a chunk again after it failed to load", async () => {
    let attempts = 0;
    const page = lazyPage(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new Error("offline"))
        : Promise.resolve({ default: () => <h1>The page</h1> });
    });
    await expect(page.preload()).rejects.toThrow("offline");
    await page.preload();
    render(page.element);
    expect(screen.getByRole("heading", { name: "The page" })).toBeVisible();
    expect(attempts).toBe(2);
  });
});
