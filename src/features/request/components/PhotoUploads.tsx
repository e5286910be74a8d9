import { Loader2 } from "lucide-react";
import { photosConfig } from "@/features/request/content/photos";
import { buttonVariants } from "@/components/ui/Button";
import type { Photos } from "@/features/request/hooks/use-photos";

const { upload } = photosConfig;

type Props = { photos: Photos; onRetry: () => void };

/**
 * The photos' upload after the request is stored: progress (n of N), then done, or the names of
 * those that did not arrive with a retry of only those. The request itself is sent either way.
 */
export function PhotoUploads({ photos, onRetry }: Props) {
  const { byKey, running } = photos.uploads;
  const total = photos.photos.length;
  if (!total) return null;
  const settled = photos.photos.filter((photo) => byKey[photo.key] !== "waiting").length;
  const failed = photos.photos.filter((photo) => byKey[photo.key] === "failed");
  return (
    <div className="mt-6 grid gap-3">
      <div role="status">
        {running && (
          <p className="flex items-center gap-2 text-ink">
            <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {upload.progress(Math.min(settled + 1, total), total)}
          </p>
        )}
        {!running && !failed.length && (
          <p className="font-semibold text-ink">{upload.done(total)}</p>
        )}
      </div>
      <div role="alert">
        {!running && failed.length > 0 && (
          <div className="rounded-xl border-2 border-danger bg-white p-4">
            <p className="font-semibold text-danger">{upload.failed(failed.map((p) => p.name))}</p>
            <p className="mt-2 text-ink">{upload.either}</p>
            <button type="button" onClick={onRetry} className={`${buttonVariants()} mt-4`}>
              {upload.retry}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
