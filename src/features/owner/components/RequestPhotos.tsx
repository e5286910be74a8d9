import { useEffect, useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { photoPath } from "@shared/intake";
import { signPhotos } from "@/features/owner/api/photos";
import type { Client } from "@/features/owner/api/requests";

const { photos: inbox } = ownerConfig;

type Props = { client: Client; requestId: string; photoCount: number };
type State = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; urls: string[] };

/** The signed URLs of the photos that arrived, in their order, or null when signing failed. */
async function signedUrls(client: Client, requestId: string, photoCount: number) {
  const paths = Array.from({ length: photoCount }, (_, i) => photoPath(requestId, i + 1));
  const urls = await signPhotos(client, paths);
  return urls && urls.filter((url): url is string => url !== null);
}

/**
 * The photos a visitor sent with a request, shown through short-lived signed URLs, which only
 * staff may create; each opens full size.
 */
export function RequestPhotos({ client, requestId, photoCount }: Props) {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    if (!photoCount) return;
    let current = true;
    signedUrls(client, requestId, photoCount).then(
      (urls) => current && setState(urls ? { kind: "ready", urls } : { kind: "failed" }),
      () => current && setState({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [client, requestId, photoCount]);
  if (!photoCount) return null;
  return (
    <section aria-labelledby={`photos-${requestId}`} className="grid gap-3">
      <h4 id={`photos-${requestId}`} className="text-lg font-semibold text-ink">
        {inbox.heading}
      </h4>
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
