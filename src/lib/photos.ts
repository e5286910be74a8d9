/**
 * Photos sent with a request, or with a pickup's mark or report: the buckets request-photos and
 * pickup-photos take JPEG up to 1 MiB, at most 5 per request (supabase/migrations, where the
 * measurement behind 1 MiB is). A phone's photo is 4,000 px wide, several megabytes and carries
 * the phone's GPS position in its EXIF: drawing it on a canvas and encoding the canvas keeps only
 * the pixels, at a size that is enough to price a cleanout or show a pickup and quick to send.
 */
export const photoLimits = { count: 5, side: 1600, bytes: 1024 * 1024 };

/**
 * The small copy each photo is sent with, which lists show instead of the photo: 160 px on its
 * longest side is a 64 px box at 2.5x pixel density; a JPEG of that size weighs a few kB, and
 * one that cannot be made under 10 kB is not sent (the list shows its placeholder).
 */
export const thumbLimits = { side: 160, bytes: 10 * 1024 };

/** JPEG qualities tried in turn until the photo fits the bucket's limit. */
const qualities = [0.82, 0.7, 0.55, 0.4];

/** Why a chosen file cannot be sent; each feature says it in its own words. */
export type PhotoProblem = "unreadable" | "too-large";

export type PreparedPhoto =
  | { ok: true; name: string; blob: Blob; thumb: Blob | null }
  | { ok: false; name: string; problem: PhotoProblem };

/** The size that fits within max on its longest side, never enlarged. */
export function fitWithin(width: number, height: number, max = photoLimits.side) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The first encoding that fits the limit, lowering the quality; null when encoding fails. */
export async function encodeUnder(
  encode: (quality: number) => Promise<Blob | null>,
  limit = photoLimits.bytes,
): Promise<Blob | "too-large" | null> {
  for (const quality of qualities) {
    const blob = await encode(quality);
    if (!blob) return null;
    if (blob.size <= limit) return blob;
  }
  return "too-large";
}

type Decoded = { image: CanvasImageSource; width: number; height: number; close: () => void };

/** The decoded image: createImageBitmap where it reads the file, else an <img>. */
async function decode(file: Blob): Promise<Decoded> {
  try {
    const bitmap = await createImageBitmap(file);
    return {
      image: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      close: () => bitmap.close(),
    };
  } catch {
    // Some browsers decode in <img> what createImageBitmap refuses (Safari and HEIC, say).
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.src = url;
    try {
      await img.decode();
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
    const close = () => URL.revokeObjectURL(url);
    return { image: img, width: img.naturalWidth, height: img.naturalHeight, close };
  }
}

/** A canvas of the image drawn at this size; null where the browser gives no 2D context. */
function drawn(image: CanvasImageSource, width: number, height: number) {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

const jpegOf = (canvas: HTMLCanvasElement) => (quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));

/**
 * The small copy of a photo already drawn (the photo's own canvas, so the file is decoded once):
 * a JPEG of at most 160 px under 10 kB, or null when none fits.
 */
export async function makeThumbnail(photo: HTMLCanvasElement): Promise<Blob | null> {
  const { width, height } = fitWithin(photo.width, photo.height, thumbLimits.side);
  const canvas = drawn(photo, width, height);
  if (!canvas) return null;
  const blob = await encodeUnder(jpegOf(canvas), thumbLimits.bytes);
  return blob instanceof Blob ? blob : null;
}

/**
 * One chosen file as a JPEG of at most 1,600 px with no metadata and its small copy, or why it
 * cannot be sent.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const { name } = file;
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return { ok: false, name, problem: "unreadable" };
  }
  try {
    const { width, height } = fitWithin(decoded.width, decoded.height);
    const canvas = drawn(decoded.image, width, height);
    if (!canvas) return { ok: false, name, problem: "unreadable" };
    const blob = await encodeUnder(jpegOf(canvas));
    if (blob === null) return { ok: false, name, problem: "unreadable" };
    if (blob === "too-large") return { ok: false, name, problem: "too-large" };
    return { ok: true, name, blob, thumb: await makeThumbnail(canvas) };
  } finally {
    decoded.close();
  }
}
