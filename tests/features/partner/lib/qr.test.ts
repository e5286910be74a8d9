import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrMatrix, qrPath, quietZone, residentsPageUrl } from "@/features/partner/lib/qr";

/** The modules a path of qrPath's shape paints, read back from its rectangles. */
function modulesOf(path: string, side: number) {
  const dark = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let col = Number(x); col < Number(x) + Number(width); col++) dark[Number(y)]![col] = true;
  return dark;
}

/** RGBA pixels of the modules, `scale` pixels each, as a canvas would hand them to a reader. */
function pixels(dark: boolean[][], scale: number) {
  const side = dark.length * scale;
  const data = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const value = dark[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255;
      data.set([value, value, value, 255], (y * side + x) * 4);
    }
  return { data, side };
}

describe("the sign's QR code", () => {
  const url = residentsPageUrl("AbCdEfGhIjKlMnOpQrSt-_");

  it("opens the residents' page on the site's own address", () => {
    expect(url).toBe("https://www.example.com/r/AbCdEfGhIjKlMnOpQrSt-_");
  });

  it("paints exactly the encoder's modules, inside a quiet zone, and reads back as the URL", async () => {
    const matrix = await qrMatrix(url);
    const side = matrix.size + 2 * quietZone;
    const painted = modulesOf(qrPath(matrix), side);
    for (let row = 0; row < side; row++)
      for (let col = 0; col < side; col++) {
        const inside =
          row >= quietZone && col >= quietZone && row < side - quietZone && col < side - quietZone;
        expect(painted[row]![col]).toBe(inside && matrix.dark(row - quietZone, col - quietZone));
      }
    const image = pixels(painted, 4);
    expect(jsQR(image.data, image.side, image.side)?.data).toBe(url);
  });
});
