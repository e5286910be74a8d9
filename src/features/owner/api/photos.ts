import type { Client } from "./requests";

/** Signed URLs live this long: enough to look, too short to be worth passing around. */
export const signedForSeconds = 10 * 60;

/**
 * Short-lived signed URLs of photos in the private bucket, in one call (only staff may sign):
 * a URL for each path, or null for a photo that is not there (it failed to upload, or was still
 * uploading); null for them all when the call failed.
 */
export async function signPhotos(
  client: Client,
  paths: string[],
): Promise<(string | null)[] | null> {
  const { data, error } = await client.storage
    .from("request-photos")
    .createSignedUrls(paths, signedForSeconds);
  if (error) return null;
  return paths.map((path) => data.find((entry) => entry.path === path)?.signedUrl || null);
}
