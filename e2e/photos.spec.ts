import type { Page } from "@playwright/test";
import sharp from "sharp";
import { configuredBaseURL, supabaseOrigin } from "./servers";
import { expect, test } from "./stack";
import { expectNoAxeViolations } from "./support";

// Photos with a request: chosen on a phone, made smaller and stripped of their
// metadata in the browser, then uploaded to request-photos/<request id>/<n>.jpg, each with its
// small copy for lists at <n>.thumb.jpg.

const minFillMs = 3000; // src/features/request/hooks/use-request-form.ts
const bucketLimit = 3 * 1024 * 1024;

type TestFile = { name: string; mimeType: string; buffer: Buffer };
let files: { garage: TestFile; png: TestFile; heic: TestFile };

// A phone's photo: 4000 × 3000, 7 MB of noise (so that it cannot shrink to nothing), with the
// camera's make and a GPS position in its EXIF.
test.beforeAll(async () => {
  const noise = { width: 4000, height: 3000, channels: 3 as const };
  const garage = await sharp({
    create: { ...noise, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestPhone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 17/1 46/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "111/1 41/1 40/1",
      },
    })
    .toBuffer();
  const png = await sharp({
    create: { width: 800, height: 2400, channels: 4, background: "#3366cc" },
  })
    .png()
    .toBuffer();
  // The check below that the upload has no EXIF is only worth something if the original has it.
  expect((await sharp(garage).metadata()).exif).toBeDefined();
  files = {
    garage: { name: "garage.jpg", mimeType: "image/jpeg", buffer: garage },
    png: { name: "boxes.png", mimeType: "image/png", buffer: png },
    // Not an image at all, as HEIC is to a browser that cannot read it.
    heic: { name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: Buffer.from("not a picture") },
  };
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const send = (page: Page) => page.getByRole("button", { name: "Send request" });
const chooser = (page: Page) => page.getByLabel("Choose photos");

async function open(page: Page) {
  await page.clock.install();
  await page.goto("/get-started?service=garage-cleanouts");
  await expect(field(page, "Your name")).toBeVisible();
}

async function fillCleanout(page: Page) {
  await field(page, "Garage size").selectOption("2-car");
  await field(page, "Street address").fill("123 Main St");
  await field(page, "City").selectOption("Orem");
  await field(page, "Your name").fill("Pat Doe");
  await field(page, "Mobile phone").fill("801.555.0142");
  await page.clock.fastForward(minFillMs);
}

/** Chooses the garage photo, the PNG and the unreadable file; the last is named as refused. */
async function choosePhotos(page: Page) {
  await chooser(page).setInputFiles([files.garage, files.png, files.heic]);
  await expect(page.getByText(/We could not read IMG_0042\.HEIC/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Your photo garage.jpg" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your photo boxes.png" })).toBeVisible();
}

/** What the bucket holds must be a JPEG of at most 1,600 px, without EXIF, under 3 MB. */
async function expectCleanJpeg(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe("jpeg");
  expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
  expect(meta.exif).toBeUndefined();
  expect(bytes.length).toBeLessThan(bucketLimit);
  return meta;
}

test.describe("with Supabase configured", { tag: "@phone" }, () => {
  test.use({ baseURL: configuredBaseURL, otherOrigins: [supabaseOrigin] });

  test("photos chosen, previewed, one removed, sent with the request, clean", async ({
    page,
    stack,
  }) => {
    const server = stack.supabase;
    await open(page);
    await expect(page.getByText(/photos of the garage let us give you a price/)).toBeVisible();
    await fillCleanout(page);
    await chooser(page).setInputFiles([files.garage, files.png, files.png, files.heic]);
    await expect(page.getByText(/We could not read IMG_0042\.HEIC/)).toBeVisible();
    await expect(page.getByRole("img", { name: "Your photo boxes.png" })).toHaveCount(2);
    await page.getByRole("button", { name: "Remove boxes.png" }).first().click();
    await expect(chooser(page)).toBeFocused();
    await expect(page.getByRole("img", { name: /^Your photo/ })).toHaveCount(2);
    await send(page).click();

    await expect(page.getByRole("heading", { name: /your request is on its way/ })).toBeVisible();
    await expect(page.getByText("All 2 photos were sent.")).toBeVisible();
    const [row] = (await server.rows()) as { id: string; photo_count: number }[];
    expect(row?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(row?.photo_count).toBe(2);
    // Each photo went to the signed upload URL submit-request handed out for its name.
    const uploads = (await server.requests()).filter(
      (r) =>
        r.method === "PUT" && r.path.startsWith("/storage/v1/object/upload/sign/request-photos/"),
    );
    expect(uploads.map((r) => r.path.split("/").slice(-2).join("/"))).toEqual([
      `${row?.id}/1.jpg`,
      `${row?.id}/1.thumb.jpg`,
      `${row?.id}/2.jpg`,
      `${row?.id}/2.thumb.jpg`,
    ]);
    expect((await server.storage.objects()).map((o) => [o.name, o.contentType])).toEqual([
      [`${row?.id}/1.jpg`, "image/jpeg"],
      [`${row?.id}/1.thumb.jpg`, "image/jpeg"],
      [`${row?.id}/2.jpg`, "image/jpeg"],
      [`${row?.id}/2.thumb.jpg`, "image/jpeg"],
    ]);
    const [first, , second] = await server.storage.received();
    expect(first?.contentType).toBe("image/jpeg");
    expect(first?.upsert).toBe(false);
    const stored = async (n: number) =>
      Buffer.from((await server.storage.bytes(`${row?.id}/${n}.jpg`)) ?? []);
    expect(second?.size).toBe((await stored(2)).length);
    const garage = await expectCleanJpeg(await stored(1));
    expect([garage.width, garage.height]).toEqual([1600, 1200]);
    const png = await expectCleanJpeg(await stored(2));
    expect([png.width, png.height]).toEqual([533, 1600]);
    // Each small copy, made by the browser's own canvas: 160 px on its longest side, under 10 kB.
    for (const [n, size] of [
      [1, [160, 120]],
      [2, [53, 160]],
    ] as const) {
      const thumb = Buffer.from((await server.storage.bytes(`${row?.id}/${n}.thumb.jpg`)) ?? []);
      const meta = await expectCleanJpeg(thumb);
      expect([meta.width, meta.height]).toEqual(size);
      expect(thumb.length).toBeLessThan(10 * 1024);
    }
  });

  test("an upload that fails is named and retried alone; the request is in either way", async ({
    page,
    problems,
    stack,
  }) => {
    const server = stack.supabase;
    problems.allowConsole(/status of 500/);
    await server.answer({
      uploads: {
        "/2.jpg": {
          status: 500,
          body: '{"statusCode":"500","error":"internal","message":"internal"}',
          headers: { "Content-Type": "application/json" },
        },
      },
    });
    await open(page);
    await fillCleanout(page);
    await choosePhotos(page);
    await send(page).click();

    const alert = page.getByRole("alert");
    await expect(alert).toContainText("These photos did not arrive: boxes.png.");
    await expect(alert).toContainText("We have your request either way");
    expect(await server.rows()).toHaveLength(1);
    await server.answer({ uploads: {} });
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("All 2 photos were sent.")).toBeVisible();
    expect((await server.storage.received()).map((upload) => upload.path.slice(37))).toEqual([
      "1.jpg",
      "1.thumb.jpg",
      "2.jpg",
      "2.jpg",
      "2.thumb.jpg",
    ]);
    expect(await server.storage.objects()).toHaveLength(4);
  });

  test("Supabase down: the words and the photos stay, and a retry sends both", async ({
    page,
    problems,
    stack,
  }) => {
    const server = stack.supabase;
    problems.allowConsole(/net::ERR_/);
    await server.answer({ functions: { "submit-request": "network-error" } });
    await open(page);
    await fillCleanout(page);
    await choosePhotos(page);
    await send(page).click();
    await expect(page.getByRole("alert")).toContainText(/could not reach our request system/);
    await expect(field(page, "Your name")).toHaveValue("Pat Doe");
    await expect(page.getByRole("img", { name: /^Your photo/ })).toHaveCount(2);
    expect(await server.storage.received()).toEqual([]);

    await server.answer({ functions: {} });
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("All 2 photos were sent.")).toBeVisible();
    expect(await server.storage.objects()).toHaveLength(4);
  });
});

test.describe("without Supabase (the default build)", () => {
  test(
    "the hand-off says to attach the photos in the messaging app",
    { tag: "@phone" },
    async ({ page }) => {
      await open(page);
      await fillCleanout(page);
      await choosePhotos(page);
      await send(page).click();
      await expect(page.getByRole("link", { name: "Send it by text" })).toBeVisible();
      await expect(page.getByText(/attach them in your messaging app/)).toBeVisible();
    },
  );

  test(
    "after a reload the words stay and the photos are asked for again",
    { tag: "@phone" },
    async ({ page }) => {
      await open(page);
      await field(page, "Your name").fill("Pat Doe");
      await choosePhotos(page);
      await page.reload();
      await expect(field(page, "Your name")).toHaveValue("Pat Doe");
      await expect(
        page.getByText(/You had chosen 2 photos\. Please choose them again/),
      ).toBeVisible();
    },
  );

  test("axe finds no violation and nothing overflows at 320 px with photos chosen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page);
    await choosePhotos(page);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const remove = page.getByRole("button", { name: "Remove garage.jpg" });
    const box = await remove.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await remove.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("img", { name: /^Your photo/ })).toHaveCount(1);
  });
});
