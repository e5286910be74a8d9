import { siteConfig } from "@/config/site";
import { residentsPagePrefix } from "@/lib/residents-page";

/**
 * The residents' page's QR code, made in the browser by qrcode-generator (no service sees the
 * code), loaded only when a sign is opened: the partner's page does not carry the encoder.
 */

/** A QR code's modules: `size` × `size`, dark where `dark(row, col)`. */
export type QrMatrix = { size: number; dark: (row: number, col: number) => boolean };

/** The white border a reader needs around the code, in modules (ISO/IEC 18004: four). */
export const quietZone = 4;

/**
 * The code of `text`, at error correction level M (15% of the code may be lost: a scuffed or
 * folded sign still scans), the smallest version that holds it.
 */
export async function qrMatrix(text: string): Promise<QrMatrix> {
  const { default: qrcode } = await import("qrcode-generator");
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  return { size: code.getModuleCount(), dark: (row, col) => code.isDark(row, col) };
}

/**
 * The dark modules as one SVG path in a viewBox of size + 2 × quietZone, each row's runs of dark
 * modules as one rectangle: a small path that prints crisply at any size.
 */
export function qrPath({ size, dark }: QrMatrix): string {
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && dark(row, col)) col++;
      runs.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h${start - col}z`);
    }
  }
  return runs.join("");
}

/**
 * The residents' page of a property on the site's own address (siteConfig's canonical URL): what
 * its sign's code opens. The code is base64url (properties_public_code_format), encoded anyway.
 */
export const residentsPageUrl = (code: string) =>
  `${siteConfig.links.site}${residentsPagePrefix}/${encodeURIComponent(code)}`;
