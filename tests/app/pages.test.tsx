import { describe, expect, it } from "vitest";
import { pageFor, pages } from "@/app/pages";
import { prerenderedPages } from "@/app/prerendered";
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
    expect(new Set(prerenderedPages.map(({ page }) => page))).toEqual(
      new Set(pages.map(({ name }) => name)),
    );
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
