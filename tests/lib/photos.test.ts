import { afterEach, describe, expect, it, vi } from "vitest";
import { encodeUnder, fitWithin, photoLimits, preparePhoto } from "@/lib/photos";

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

  it("draws the decoded photo at 1,600 px and encodes it as JPEG", async () => {
    const close = vi.fn();
    vi.stubGlobal("createImageBitmap", async () => ({ width: 4000, height: 3000, close }));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, "toBlob")
      .mockImplementation((callback) => callback(blobOf(500_000)));

    const file = new File(["…"], "garage.jpg", { type: "image/jpeg" });
    const prepared = await preparePhoto(file);
    expect(prepared).toEqual({ ok: true, name: "garage.jpg", blob: expect.any(Blob) });
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.82);
    expect(close).toHaveBeenCalled(); // the decoded bitmap's memory is given back
  });
});
