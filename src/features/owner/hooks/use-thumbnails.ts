import { useEffect, useRef, useState } from "react";
import { thumbPath } from "@shared/intake";
import { signedForSeconds, signPhotos } from "@/features/owner/api/photos";
import type { Client, InboxRequest } from "@/features/owner/api/requests";

type Signed = { url: string; at: number };

// A URL signed longer ago than this is signed again at the list's next load (the list loads
// again whenever the phone comes back to it), so that a row scrolled to later still loads.
const renewAfterMs = (signedForSeconds * 1000) / 2;

/**
 * The small copy of the first photo of each listed request that has photos (a few kB, where the
 * photo is up to 1 MiB), as a signed URL by request id: the rows not yet signed (or signed long
 * ago) in one call to Storage, however many. A row whose small copy is not there (sent before
 * small copies were made, or lost on the way), or whose call failed, gets none and shows its
 * placeholder: a list never loads the photo itself.
 */
export function useThumbnails(client: Client, requests: InboxRequest[]): Record<string, string> {
  const [signed, setSigned] = useState<Record<string, Signed>>({});
  // What is signed, as the effect reads it without signing again on every new URL.
  const known = useRef(signed);
  useEffect(() => {
    known.current = signed;
  }, [signed]);

  useEffect(() => {
    const now = Date.now();
    const ids = requests
      .filter((request) => request.photo_count > 0)
      .map((request) => request.id)
      .filter((id) => !(now - (known.current[id]?.at ?? -Infinity) < renewAfterMs));
    if (!ids.length) return;
    let active = true;
    signPhotos(
      client,
      ids.map((id) => thumbPath(id, 1)),
    ).then(
      (urls) => {
        if (!active || !urls) return;
        const fresh = ids.flatMap((id, i) => {
          const url = urls[i];
          return url ? [[id, { url, at: now }] as const] : [];
        });
        setSigned((current) => ({ ...current, ...Object.fromEntries(fresh) }));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, requests]);

  return Object.fromEntries(Object.entries(signed).map(([id, { url }]) => [id, url]));
}
