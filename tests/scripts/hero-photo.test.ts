// @vitest-environment node
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeHeroPhoto, outDir } from "../../scripts/hero-photo.js";

// The owner's photo slot: a photo (here a 1000 x 750 JPEG made by sharp) turns into responsive
// copies, and a build made with it shows them in a <picture> preloaded from the head.
let work: string;
let photo: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "hero-photo-"));
  photo = join(work, "hero.jpg");
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#3a7" } })
    .jpeg()
    .toFile(photo);
});

afterAll(() => rm(work, { recursive: true, force: true }));

it("writes AVIF, WebP and JPEG at each width up to the photo's own", async () => {
  const out = join(work, "out/");
  expect(await makeHeroPhoto(photo, out)).toEqual({ width: 800, height: 600, widths: [480, 800] });
  expect((await readdir(out)).sort()).toEqual([
    "hero-480.avif",
    "hero-480.jpg",
    "hero-480.webp",
    "hero-800.avif",
    "hero-800.jpg",
    "hero-800.webp",
    "photo.json",
  ]);
  const avif = await sharp(join(out, "hero-480.avif")).metadata();
  expect([avif.format, avif.width, avif.height]).toEqual(["heif", 480, 360]);
});

it("empties the folder when there is no photo", async () => {
  const out = join(work, "none/");
  await makeHeroPhoto(photo, out);
  expect(await makeHeroPhoto(undefined, out)).toBeNull();
  expect(existsSync(out)).toBe(false);
});

describe("a build with the photo", () => {
  let html: string;
  let head: string;
  // The steps of `npm run build` the photo goes through: scripts/hero-photo.js as the build runs
  // it, Vite's build (the copies into dist-photo/assets) and its server build, whose render and
  // head tags are what scripts/prerender.js writes into index.html. The prerender's other work,
  // a stylesheet per page (about 5 s), holds nothing of the photo.
  beforeAll(async () => {
    const env = { ...process.env, HERO_PHOTO: photo, DIST: "dist-photo" };
    const node = (...args: string[]) =>
      execFileSync(process.execPath, args, { env, stdio: "pipe" });
    const vite = "node_modules/vite/bin/vite.js";
    node("scripts/hero-photo.js");
    node(vite, "build");
    node(vite, "build", "--ssr", "src/app/entry-server.tsx", "--outDir", "dist-photo/ssr");
    const server = (await import(
      pathToFileURL(resolve("dist-photo/ssr/entry-server.js")).href
    )) as {
      render: (url: string) => Promise<string>;
      headTags: (url: string) => string;
    };
    html = await server.render("/");
    head = server.headTags("/");
  }, 120_000);
  afterAll(async () => {
    await rm("dist-photo", { recursive: true, force: true });
    await makeHeroPhoto(undefined); // back to the default build: no generated photo
  });

  it("shows the photo set in the hero instead of the illustration", async () => {
    const picture = html.match(/<picture>.*?<\/picture>/)?.[0] ?? "";
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="\/assets\/hero-480-[\w-]+\.avif 480w, \/assets\/hero-800-[\w-]+\.avif 800w"/,
    );
    expect(picture).toMatch(
      /<source type="image\/webp" srcSet="[^"]+\.webp 480w, [^"]+\.webp 800w"/,
    );
    expect(picture).toMatch(
      /<img src="\/assets\/hero-800-[\w-]+\.jpg" srcSet="[^"]+\.jpg 480w, [^"]+\.jpg 800w"/,
    );
    expect(picture).toContain('width="800" height="600" alt="" fetchPriority="high"');
    expect(html).not.toContain('viewBox="0 0 560 420"');
    for (const [, file] of picture.matchAll(/\/(assets\/hero-[\w-]+\.\w+)/g)) {
      expect(existsSync(join("dist-photo", file!)), file).toBe(true);
    }
  });

  it("preloads the AVIF set from the head with high priority", () => {
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/assets\/hero-480-[\w-]+\.avif 480w, \/assets\/hero-800-[\w-]+\.avif 800w" imagesizes="\(min-width: 1024px\) 34rem, 100vw" fetchpriority="high" \/>/,
    );
  });
});

it("leaves no generated photo behind for the default build", () => {
  expect(existsSync(outDir)).toBe(false);
});
