import { afterEach, describe, expect, it, vi } from "vitest";
import {
  encodeUnder,
  fitWithin,
  makeThumbnail,
  photoLimits,
  preparePhoto,
  thumbLimits,
} from "@/lib/photos";

// jsdom decodes no image and has no canvas: the real decode and encode are proven in the
// browser (e2e/photos.spec.ts, with what the bucket received); here, the sizes and the choices.

afterEach(() => vi.unstubAllGlobals());
afterEach(() => vi.restoreAllMocks());

const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });

describe("fitWithin", () => {
  it("brings the longest side down to 1,600 px, keeping the proportions", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 2400)).toEqual({ width: 533, height: 1600 });
  });

  it("never enlarges a small photo", () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe("encodeUnder", () => {
  it("keeps the first quality whose file fits the bucket's 1 MiB", async () => {
    const sizes: Record<number, number> = { 0.82: 2e6, 0.7: 1.1e6, 0.55: 9e5 };
    const encode = vi.fn(async (quality: number) => blobOf(sizes[quality] ?? 1));
    const blob = await encodeUnder(encode);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([0.82, 0.7, 0.55]);
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).size).toBe(9e5);
  });

  it("says too large when no quality fits, and null when encoding fails", async () => {
    expect(await encodeUnder(async () => blobOf(photoLimits.bytes + 1))).toBe("too-large");
    expect(await encodeUnder(async () => null)).toBeNull();
  });
});

describe("preparePhoto", () => {
  it("names a file no browser can decode as unreadable", async () => {
    const file = new File(["not a picture"], "IMG_0042.HEIC", { type: "image/heic" });
    expect(await preparePhoto(file)).toEqual({
      ok: false,
      name: "IMG_0042.HEIC",
      problem: "unreadable",
    });
  });

  it("draws the decoded photo at 1,600 px and encodes it as JPEG, with its small copy", async () => {
    const close = vi.fn();
    vi.stubGlobal("createImageBitmap", async () => ({ width: 4000, height: 3000, close }));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
    ) {
      callback(blobOf(this.width === 1600 ? 500_000 : 6_000));
    });

    const file = new File(["…"], "garage.jpg", { type: "image/jpeg" });
    const prepared = await preparePhoto(file);
    expect(prepared).toEqual({
      ok: true,
      name: "garage.jpg",
      blob: expect.any(Blob),
      thumb: expect.any(Blob),
    });
    if (!prepared.ok) return;
    expect(prepared.blob.size).toBe(500_000);
    expect(prepared.thumb?.size).toBe(6_000);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
    // The small copy is drawn from the photo's canvas: the file is decoded once.
    expect(drawImage).toHaveBeenLastCalledWith(expect.any(HTMLCanvasElement), 0, 0, 160, 120);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.82);
    expect(close).toHaveBeenCalled(); // the decoded bitmap's memory is given back
  });
});

describe("makeThumbnail", () => {
  function photoCanvas(width: number, height: number) {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return canvas;
  }

  it("draws the photo at 160 px on its longest side and keeps it under 10 kB", async () => {
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const sizes: Record<number, number> = { 0.82: 14_000, 0.7: 9_000 };
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, "toBlob")
      .mockImplementation((callback, _type, quality) => callback(blobOf(sizes[quality!] ?? 1)));
    const source = photoCanvas(1200, 1600);
    const thumb = await makeThumbnail(source);
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 120, 160);
    expect(toBlob.mock.calls.map(([, type, quality]) => [type, quality])).toEqual([
      ["image/jpeg", 0.82],
      ["image/jpeg", 0.7],
    ]);
    expect(thumb?.size).toBe(9_000);
    expect(thumb!.size).toBeLessThanOrEqual(thumbLimits.bytes);
  });

  it("makes none when no quality fits 10 kB, or the browser gives no canvas", async () => {
    const context = vi
      .spyOn(HTMLCanvasElement.prototype, "getContext")
      .mockReturnValue({ drawImage: vi.fn() } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, "toBlob").mockImplementation((callback) =>
      callback(blobOf(thumbLimits.bytes + 1)),
    );
    expect(await makeThumbnail(photoCanvas(1600, 900))).toBeNull();
    context.mockReturnValue(null);
    expect(await makeThumbnail(photoCanvas(1600, 900))).toBeNull();
  });
});
