import { useRef } from "react";
import { Camera, Loader2, X } from "lucide-react";
import { photosConfig } from "@/features/request/content/photos";
import { buttonVariants } from "@/components/ui/Button";
import { cn } from "@/lib/utils";
import type { Photos } from "@/features/request/hooks/use-photos";

type Props = { photos: Photos; suggest: boolean };

/**
 * Up to 5 photos: a file input that opens the camera or the gallery on a phone, a preview of
 * each as it will be sent (already made smaller, without its metadata) and a Remove button.
 */
export function PhotoField({ photos, suggest }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="grid gap-3" aria-describedby="photos-hint">
      <legend className="mb-2 text-lg font-semibold text-ink">{photosConfig.legend}</legend>
      <p id="photos-hint" className="text-sm text-muted">
        {suggest ? photosConfig.suggestion : photosConfig.hint}
      </p>
      {photos.forgotten > 0 && (
        <p className="font-medium text-ink">{photosConfig.chooseAgain(photos.forgotten)}</p>
      )}
      <label
        className={cn(
          buttonVariants({ variant: "outline" }),
          "w-fit cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
        )}
      >
        <Camera aria-hidden="true" />
        {photosConfig.label}
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = ""; // the same file may be chosen again after a removal
            void photos.choose(files);
          }}
        />
      </label>
      {/* Live regions without the status and alert roles, which belong to the send button. */}
      <div aria-live="polite" className="min-h-6">
        {photos.preparing && (
          <p className="flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {photosConfig.preparing}
          </p>
        )}
      </div>
      <div aria-live="polite">
        {photos.problems.map((problem) => (
          <p key={problem} className="font-medium text-danger">
            {problem}
          </p>
        ))}
      </div>
      {photos.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.photos.map((photo) => (
            <li key={photo.key} className="grid gap-2">
              <img
                src={photo.preview}
                alt={photosConfig.alt(photo.name)}
                className="aspect-square w-full rounded-lg object-cover"
              />
              <button
                type="button"
                aria-label={photosConfig.remove(photo.name)}
                onClick={() => {
                  photos.remove(photo.key);
                  input.current?.focus(); // the button is gone: focus stays in the field
                }}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <X aria-hidden="true" />
                {photosConfig.removeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
