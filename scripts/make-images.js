// @ts-check
// Draws the share card and the icon set into public/ with the system Chromium. Run it by hand
// (`node scripts/make-images.js`) when the logo, the brand colour or the tagline changes; the
// PNGs are committed so that the build needs no browser.
import { writeFile } from "node:fs/promises";
import { chromium } from "@playwright/test";
import { runnerImport } from "vite";

const publicDir = new URL("../public/", import.meta.url);
// The colours and words come from their one home (Vite's runner reads the TypeScript and the
// "@/" alias); the placeholder configuration is enough, since no contact detail is drawn.
/** @type {{ module: typeof import("../src/config/site.ts") }} */
const { module: site } = await runnerImport("/src/config/site.ts");
/** @type {{ module: typeof import("../tailwind.config.ts") }} */
const { module: tailwind } = await runnerImport("/tailwind.config.ts");
const { siteConfig } = site;
const { brand, accent: accentColours, ink } = tailwind.default.theme.extend.colors;
const accent = accentColours.DEFAULT;
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const { garage, trash } = {
  garage: siteConfig.pricing["garage-cleanouts"].name,
  trash: siteConfig.pricing["trash-collection"].name,
};
// The trash-can glyph of public/favicon.svg, on a 64-unit grid.
const glyph =
  '<path d="M20 22h24l-2 28a4 4 0 0 1-4 4H26a4 4 0 0 1-4-4zM16 18h32M27 18v-4h10v4" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>';

/** @param {{ rounded: boolean, scale?: number }} options */
function logo({ rounded, scale = 1 }) {
  const offset = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${brand.DEFAULT}"/>
    <g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`;
}

const card = `<!doctype html><html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: "Liberation Sans", Arial, sans-serif;
    color: #fff; background: linear-gradient(135deg, ${brand.DEFAULT} 0%, ${brand.darker} 100%);
    padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 24px; font-size: 34px; font-weight: 700; }
  .brand svg { width: 88px; height: 88px; border-radius: 20px;
    box-shadow: 0 0 0 3px rgba(255, 255, 255, 0.5); }
  h1 { margin-top: 56px; font-size: 72px; line-height: 1.08; font-weight: 800; letter-spacing: -1px; }
  .place { margin-top: 28px; font-size: 36px; color: ${brand.light}; }
  .chips { margin-top: auto; display: flex; gap: 20px; }
  .chip { background: ${accent}; color: ${ink}; font-size: 30px; font-weight: 700;
    padding: 16px 28px; border-radius: 999px; }
</style></head><body>
  <div class="brand">${logo({ rounded: true })}${escapeHtml(siteConfig.name)}</div>
  <h1>${escapeHtml(siteConfig.hero.title)}</h1>
  <p class="place">${escapeHtml(siteConfig.areas.slice(0, 3).join(", "))} and across Utah County</p>
  <div class="chips"><span class="chip">${escapeHtml(trash)}</span>
    <span class="chip">${escapeHtml(garage)}</span></div>
</body></html>`;

/**
 * An .ico holding PNG images (allowed since Windows Vista, read by every current browser).
 * @param {Buffer[]} pngs square images, each at most 256 px
 */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const size = png.readUInt32BE(16); // the IHDR width
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  /** @param {string} html @param {number} width @param {number} height @param {boolean} [transparent] */
  const shoot = async (html, width, height, transparent = false) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(
      `<style>*{margin:0}body{width:${width}px;height:${height}px}</style>${html}`,
    );
    const png = await page.screenshot({ omitBackground: transparent });
    await page.close();
    return png;
  };

  await writeFile(new URL("og-image.png", publicDir), await shoot(card, 1200, 630));
  // Home screens and Android's maskable crop want a full square with the glyph in the middle 80 %.
  const square = logo({ rounded: false, scale: 0.8 });
  await writeFile(new URL("apple-touch-icon.png", publicDir), await shoot(square, 180, 180));
  await writeFile(new URL("icon-192.png", publicDir), await shoot(square, 192, 192));
  await writeFile(new URL("icon-512.png", publicDir), await shoot(square, 512, 512));
  const rounded = logo({ rounded: true });
  const favicons = [await shoot(rounded, 16, 16, true), await shoot(rounded, 32, 32, true)];
  await writeFile(new URL("favicon.ico", publicDir), ico(favicons));
  console.log(
    "wrote public/og-image.png, apple-touch-icon.png, icon-192.png, icon-512.png, favicon.ico",
  );
} finally {
  await browser.close();
}
