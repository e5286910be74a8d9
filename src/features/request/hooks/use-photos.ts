import { useEffect, useRef, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { photoBucket, photoPath, type PhotoUpload, thumbPath } from "@shared/intake";
import { photosConfig } from "@/features/request/content/photos";
import { photoLimits, preparePhoto } from "@/lib/photos";

export type ChosenPhoto = {
  key: string;
  name: string;
  blob: Blob;
  thumb: Blob | null;
  preview: string;
};
type UploadState = "waiting" | "sent" | "failed";
export type Uploads = { byKey: Record<string, UploadState>; running: boolean };

/**
 * How many photos the draft had: sessionStorage keeps the typed words (lib/draft.ts)
 * but cannot keep files, so after a reload the field asks for them again.
 */
const countKey = "pg-request-photo-count";

function storedCount(): number {
  try {
    return Number(sessionStorage.getItem(countKey)) || 0;
  } catch {
    return 0;
  }
}

function storeCount(count: number) {
  try {
    if (count) sessionStorage.setItem(countKey, String(count));
    else sessionStorage.removeItem(countKey);
  } catch {
    // Not stored: after a reload the field only lacks its reminder.
  }
}

export function usePhotos() {
  const [photos, setPhotos] = useState<ChosenPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [forgotten, setForgotten] = useState(storedCount);
  const [uploads, setUploads] = useState<Uploads>({ byKey: {}, running: false });
  const previews = useRef(new Set<string>());

  // Object URLs live as long as their preview; whatever is left goes with the form.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  async function choose(files: File[]) {
    const room = photoLimits.count - photos.length;
    setPreparing(true);
    const prepared = await Promise.all(files.slice(0, room).map(preparePhoto));
    setPreparing(false);
    const chosen = prepared.flatMap((photo) => {
      if (!photo.ok) return [];
      const preview = URL.createObjectURL(photo.blob);
      previews.current.add(preview);
      return [{ key: preview, name: photo.name, blob: photo.blob, thumb: photo.thumb, preview }];
    });
    setProblems([
      ...prepared.flatMap((p) => (p.ok ? [] : [photosConfig.problems[p.problem](p.name)])),
      ...(files.length > room ? [photosConfig.tooMany(photoLimits.count)] : []),
    ]);
    setPhotos((current) => {
      // Two choices in quick succession both saw room for more: the first 5 win.
      const next = [...current, ...chosen].slice(0, photoLimits.count);
      storeCount(next.length);
      return next;
    });
    setForgotten(0);
  }

  function remove(key: string) {
    URL.revokeObjectURL(key);
    previews.current.delete(key);
    setPhotos((current) => {
      const next = current.filter((photo) => photo.key !== key);
      storeCount(next.length);
      return next;
    });
  }

  /** A new request starts with no photos. */
  function clear() {
    photos.forEach((photo) => remove(photo.key));
    setProblems([]);
    setUploads({ byKey: {}, running: false });
  }

  /**
   * Uploads the photos to `<request id>/<n>.jpg`, n from 1 in the order shown, each followed by
   * its small copy at `<n>.thumb.jpg`, one at a time so that progress counts up, each to the
   * signed upload URL submit-request gave for its name (a photo without one fails); a second call
   * sends only those that failed, at the same names. A photo is sent once both arrived; one whose
   * small copy could not be made is sent alone (lists show a placeholder for it).
   */
  async function upload(client: Promise<SupabaseClient>, requestId: string, signed: PhotoUpload[]) {
    storeCount(0);
    const todo = photos.filter((photo) => uploads.byKey[photo.key] !== "sent");
    setUploads((u) => ({ ...u, running: true }));
    const byKey = { ...uploads.byKey };
    for (const photo of todo) {
      byKey[photo.key] = "waiting";
      setUploads({ byKey: { ...byKey }, running: true });
    }
    for (const photo of todo) {
      const n = photos.indexOf(photo) + 1;
      const files: [string, Blob | null][] = [
        [photoPath(requestId, n), photo.blob],
        [thumbPath(requestId, n), photo.thumb],
      ];
      let state: UploadState = "sent";
      for (const [path, blob] of files) {
        if (!blob || state !== "sent") continue;
        const token = signed.find((upload) => upload.path === path)?.token;
        state = token ? await uploadOne(client, path, token, blob) : "failed";
      }
      byKey[photo.key] = state;
      setUploads({ byKey: { ...byKey }, running: true });
    }
    setUploads({ byKey, running: false });
  }

  return { photos, problems, preparing, forgotten, uploads, choose, remove, clear, upload };
}

async function uploadOne(
  client: Promise<SupabaseClient>,
  path: string,
  token: string,
  blob: Blob,
): Promise<UploadState> {
  try {
    const bucket = (await client).storage.from(photoBucket);
    const { error } = await bucket.uploadToSignedUrl(path, token, blob, {
      contentType: "image/jpeg",
    });
    // 409: an earlier attempt was stored though its answer was lost.
    return !error || ("statusCode" in error && error.statusCode === "409") ? "sent" : "failed";
  } catch {
    return "failed";
  }
}

export type Photos = ReturnType<typeof usePhotos>;
