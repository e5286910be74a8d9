import { useEffect, useRef, useState } from "react";
import { Camera, Loader2, X } from "lucide-react";
import { buttonVariants } from "@/components/ui/Button";
import { preparePhoto, type PhotoProblem } from "@/lib/photos";
import { cn } from "@/lib/utils";
import { residentsCopy } from "@/features/residents/content";

const copy = residentsCopy.report.photo;

/** A photo as it will be sent (made smaller, without its metadata), its small copy and preview. */
export type ChosenPhoto = { blob: Blob; thumb: Blob | null; preview: string };

type Props = { photo: ChosenPhoto | null; onChange: (photo: ChosenPhoto | null) => void };

/**
 * One optional photo, from the camera or the gallery, prepared as the request form's are
 * (src/lib/photos.ts: at most 1,600 px, a JPEG under 1 MiB, no GPS position).
 */
export function ReportPhoto({ photo, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.preview);
  }, [photo]);

  async function choose(file: File) {
    setPreparing(true);
    const prepared = await preparePhoto(file);
    setPreparing(false);
    if (!prepared.ok) return setProblem(prepared.problem);
    setProblem(null);
    const { blob, thumb } = prepared;
    onChange({ blob, thumb, preview: URL.createObjectURL(blob) });
  }

  return (
    <fieldset className="grid gap-3" aria-describedby="report-photo-hint">
      <legend className="mb-2 font-medium text-ink">{copy.legend}</legend>
      <p id="report-photo-hint" className="text-sm text-muted">
        {copy.hint}
      </p>
      <label
        className={cn(
          buttonVariants({ variant: "outline" }),
          "w-fit cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
        )}
      >
        <Camera aria-hidden="true" />
        {photo ? copy.replace : copy.choose}
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ""; // the same file may be chosen again after a removal
            if (file) void choose(file);
          }}
        />
      </label>
      <div aria-live="polite" className="min-h-6">
        {preparing && (
          <p className="flex items-center gap-2 text-muted">
            <Loader2 aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            {copy.preparing}
          </p>
        )}
        {problem && <p className="font-medium text-danger">{copy.problems[problem]}</p>}
      </div>
      {photo && (
        <div className="grid w-40 gap-2">
          <img
            src={photo.preview}
            alt={copy.alt}
            className="aspect-square w-full rounded-lg object-cover"
          />
          <button
            type="button"
            onClick={() => {
              onChange(null);
              input.current?.focus(); // the button is gone: focus stays in the field
            }}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <X aria-hidden="true" />
            {copy.remove}
          </button>
        </div>
      )}
    </fieldset>
  );
}
