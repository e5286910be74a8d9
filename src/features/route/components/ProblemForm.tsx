import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "@/components/ui/Button";
import { inputClass, labelClass } from "@/components/ui/form-classes";
import { preparePhoto } from "@/lib/photos";
import { pickupLimits, problemKinds, type ProblemKind } from "@/lib/pickups";
import { routeCopy } from "@/features/route/content";

export type ProblemEntry = {
  kind: "problem";
  problem: ProblemKind;
  unit: string | null;
  note: string | null;
  photo: Blob | null;
  thumb: Blob | null;
};

const copy = routeCopy.problemForm;

/** A problem at one building: its kind, and optionally a unit, a photo and a note. */
export function ProblemForm({
  building,
  onSave,
  onCancel,
}: {
  building: string;
  onSave: (entry: ProblemEntry) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<ProblemKind | null>(null);
  const [unit, setUnit] = useState("");
  const [note, setNote] = useState("");
  const [photo, setPhoto] = useState<{ blob: Blob; thumb: Blob | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return setError(copy.pickKind);
    if (unit.trim().length > pickupLimits.unit) return setError(copy.unitTooLong);
    onSave({
      kind: "problem",
      problem: kind,
      unit: unit.trim() || null,
      note: note.trim() || null,
      photo: photo?.blob ?? null,
      thumb: photo?.thumb ?? null,
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border-2 border-ink bg-white p-4"
      noValidate
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-lg font-bold text-ink">{copy.legend(building)}</legend>
        <p className={labelClass}>{copy.kind}</p>
        {problemKinds.map((value) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-line px-3 text-lg text-ink has-[:checked]:border-ink"
          >
            <input
              type="radio"
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
              className="size-6"
            />
            {routeCopy.problems[value]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-unit`} className={labelClass}>
          {copy.unit}
        </label>
        <input
          id={`${id}-unit`}
          value={unit}
          onChange={(event) => setUnit(event.target.value)}
          maxLength={pickupLimits.unit}
          autoComplete="off"
          className={inputClass}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-photo`} className={labelClass}>
          {copy.photo}
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic"
          capture="environment"
          className="min-h-11 w-full min-w-0 text-ink"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return setPhoto(null);
            void preparePhoto(file).then((prepared) => {
              if (prepared.ok) {
                setPhoto({ blob: prepared.blob, thumb: prepared.thumb });
                setError(null);
              } else {
                setPhoto(null);
                setError(
                  prepared.problem === "too-large" ? copy.photoTooLarge : copy.photoUnreadable,
                );
              }
            });
          }}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-note`} className={labelClass}>
          {copy.note}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={pickupLimits.note}
          rows={3}
          className={`${inputClass} py-2`}
        />
      </div>
      {error && (
        <p role="alert" className="font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          {copy.save}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={buttonVariants({ variant: "outline", size: "lg" })}
        >
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
