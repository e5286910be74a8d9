/**
 * The owner's hero photo, when there is one: scripts/hero-photo.js turns photos/hero.jpg into
 * AVIF, WebP and JPEG copies at a few widths in src/generated/hero-photo/ (git-ignored) before
 * Vite builds. The globs below find nothing when that folder is empty or missing, and the hero
 * then shows its illustration.
 */

type Manifest = { width: number; height: number; widths: number[] };

export type HeroPhoto = {
  width: number;
  height: number;
  sizes: string;
  src: string;
  sources: { type: string; srcSet: string }[];
};

const dir = "/src/generated/hero-photo";
const manifests = import.meta.glob<Manifest>("/src/generated/hero-photo/photo.json", {
  eager: true,
  import: "default",
});
const urls = import.meta.glob<string>("/src/generated/hero-photo/*.{avif,webp,jpg}", {
  eager: true,
  query: "?url",
  import: "default",
});

// From 1024 px on the photo fills half of the 72rem container; below that it spans the page.
const sizes = "(min-width: 1024px) 34rem, 100vw";
const formats = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
  { ext: "jpg", type: "image/jpeg" },
];

function load(manifest: Manifest | undefined): HeroPhoto | null {
  if (!manifest) return null;
  const url = (width: number, ext: string) => urls[`${dir}/hero-${width}.${ext}`];
  const sources = formats.map(({ ext, type }) => ({
    type,
    srcSet: manifest.widths.map((width) => `${url(width, ext)} ${width}w`).join(", "),
  }));
  const largest = manifest.widths[manifest.widths.length - 1] ?? manifest.width;
  return { ...manifest, sizes, src: url(largest, "jpg") ?? "", sources };
}

export const heroPhoto = load(manifests[`${dir}/photo.json`]);
