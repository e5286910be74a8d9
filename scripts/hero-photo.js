// @ts-check
// Runs first in `npm run build`. When the owner has put a photo at photos/hero.jpg (or .jpeg,
// .png, .webp; HERO_PHOTO names another file), writes AVIF, WebP and JPEG copies of it at a few
// widths into src/generated/hero-photo/ (git-ignored), with photo.json giving its size, and
// src/features/landing/lib/hero-photo.ts hands them to the hero and the preload in the head. Without a photo it
// empties that folder, so the build is the default one, with the illustration.
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("../", import.meta.url));
export const outDir = `${root}src/generated/hero-photo/`;
const candidates = ["jpg", "jpeg", "png", "webp"].map((ext) => `${root}photos/hero.${ext}`);

// Phone screens at 1x to 3x and the desktop column at 1x and 2x; never larger than the photo.
/** @typedef {import("sharp").Sharp} Image */

export const targetWidths = [480, 800, 1200, 1600];
const encoders = {
  avif: (/** @type {Image} */ image) => image.avif({ quality: 50 }),
  webp: (/** @type {Image} */ image) => image.webp({ quality: 75 }),
  jpg: (/** @type {Image} */ image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * @param {string | undefined} input the photo, or undefined for none
 * @param {string} out the folder to (re)write
 */
export async function makeHeroPhoto(input, out = outDir) {
  await rm(out, { recursive: true, force: true });
  if (!input) return null;
  // Applies the camera's EXIF orientation once, so every copy and the size agree.
  const { data, info } = await sharp(input).rotate().toBuffer({ resolveWithObject: true });
  const fitting = targetWidths.filter((width) => width <= info.width);
  const widths = fitting.length ? fitting : [info.width];
  await mkdir(out, { recursive: true });
  for (const width of widths) {
    for (const [ext, encode] of Object.entries(encoders)) {
      await encode(sharp(data).resize({ width })).toFile(`${out}hero-${width}.${ext}`);
    }
  }
  const largest = widths[widths.length - 1] ?? info.width;
  const manifest = {
    width: largest,
    height: Math.round((largest * info.height) / info.width),
    widths,
  };
  await writeFile(`${out}photo.json`, `${JSON.stringify(manifest)}\n`);
  return manifest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = process.env.HERO_PHOTO || candidates.find((path) => existsSync(path));
  const manifest = await makeHeroPhoto(input);
  console.log(
    manifest
      ? `hero photo: ${manifest.widths.join(", ")} px wide, AVIF, WebP and JPEG`
      : "hero photo: none in photos/, the hero shows its illustration",
  );
}
