import { useEffect, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { getSupabase } from "@/auth/supabase";

const { photos: inbox } = ownerConfig;

/** Signed URLs live this long: enough to look, too short to be worth passing around. */
const signedForSeconds = 10 * 60;

type Props = { requestId: string; photoCount: number };
type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; urls: string[] };

/**
 * The photos a visitor sent with a request (request-photos/<id>/<n>.jpg, n = 1..photo_count),
 * shown through short-lived signed URLs, which only staff may create; each opens full size.
 */
async function signedUrls(requestId: string, photoCount: number): Promise<string[] | null> {
  const client = getSupabase();
  if (!client) return null;
  const paths = Array.from({ length: photoCount }, (_, i) => `${requestId}/${i + 1}.jpg`);
  const bucket = (await client).storage.from("request-photos");
  const { data, error } = await bucket.createSignedUrls(paths, signedForSeconds);
  if (error) return null;
  return data.flatMap((entry) => (entry.signedUrl ? [entry.signedUrl] : []));
}

export function RequestPhotos({ requestId, photoCount }: Props) {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    if (!photoCount) return;
    let current = true;
    signedUrls(requestId, photoCount).then(
      (urls) => current && setState(urls ? { kind: "ready", urls } : { kind: "failed" }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [requestId, photoCount]);
  if (!photoCount) return null;
  return (
    <section aria-labelledby={`photos-${requestId}`} className="grid gap-3">
      <h3 id={`photos-${requestId}`} className="text-lg font-semibold text-ink">
        {inbox.heading}
      </h3>
      {state.kind === "loading" && <p className="text-muted">{inbox.loading}</p>}
      {state.kind === "failed" && <p className="font-medium text-danger">{inbox.failed}</p>}
      {state.kind === "ready" && (
        <>
          <ul className="grid grid-cols-3 gap-2">
            {state.urls.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={url}
                    alt={inbox.open(i + 1, state.urls.length)}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
          {state.urls.length < photoCount && (
            <p className="text-muted">{inbox.missing(photoCount - state.urls.length)}</p>
          )}
        </>
      )}
    </section>
  );
}
