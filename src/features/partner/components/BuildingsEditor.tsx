import { useRef } from "react";
import { ArrowDown, ArrowUp, X } from "lucide-react";
import { buttonVariants } from "@/components/ui/Button";
import { inputClass, labelClass } from "@/components/ui/form-classes";
import { partnerConfig } from "@/features/partner/content";
import type { BuildingValue } from "@/features/partner/lib/forms";

const copy = partnerConfig.form;
const iconButton = buttonVariants({ variant: "outline", size: "icon" });

type Props = {
  buildings: BuildingValue[];
  /** Each building's problem, by its key. */
  errors: Record<string, string>;
  listError?: string;
  onChange: (buildings: BuildingValue[]) => void;
};

/**
 * The buildings in route order: each a named field, moved up or down or removed by buttons that
 * name it; a new one is added at the end and takes the focus. A stored building keeps its id
 * (the nightly route marks buildings by id), whatever its name or place becomes.
 */
export function BuildingsEditor({ buildings, errors, listError, onChange }: Props) {
  const list = useRef<HTMLOListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  // After React has drawn the change: the name at `index`, or Add when none is left.
  const focusName = (index: number) =>
    requestAnimationFrame(() =>
      (list.current?.querySelectorAll<HTMLInputElement>("input")[index] ?? add.current)?.focus(),
    );
  const move = (from: number, to: number) => {
    const next = [...buildings];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    onChange(next);
  };
  const label = (b: BuildingValue, i: number) => b.name.trim() || copy.unnamed(i + 1);
  return (
    <fieldset className="grid gap-2" aria-describedby="buildings-hint">
      <legend className={labelClass}>{copy.buildings}</legend>
      <p id="buildings-hint" className="text-sm text-muted">
        {copy.buildingsHint}
      </p>
      <ol ref={list} className="grid gap-3">
        {buildings.map((b, i) => {
          const id = `building-${b.key}`;
          const error = errors[b.key];
          return (
            <li key={b.key} className="grid gap-1.5">
              <label htmlFor={id} className="text-sm font-medium text-ink">
                {copy.building(i + 1)}
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  id={id}
                  value={b.name}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) =>
                    onChange(
                      buildings.map((x) => (x === b ? { ...x, name: event.target.value } : x)),
                    )
                  }
                  className={`${inputClass} sm:w-auto sm:flex-1`}
                />
                <button
                  type="button"
                  aria-label={copy.moveUp(label(b, i))}
                  aria-disabled={i === 0}
                  onClick={() => {
                    if (i === 0) return;
                    move(i, i - 1);
                    focusName(i - 1);
                  }}
                  className={iconButton}
                >
                  <ArrowUp aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={copy.moveDown(label(b, i))}
                  aria-disabled={i === buildings.length - 1}
                  onClick={() => {
                    if (i === buildings.length - 1) return;
                    move(i, i + 1);
                    focusName(i + 1);
                  }}
                  className={iconButton}
                >
                  <ArrowDown aria-hidden="true" />
                </button>
                <button
                  type="button"
                  aria-label={copy.remove(label(b, i))}
                  onClick={() => {
                    onChange(buildings.filter((x) => x !== b));
                    focusName(Math.max(0, i - 1));
                  }}
                  className={iconButton}
                >
                  <X aria-hidden="true" />
                </button>
              </div>
              {error && (
                <p id={`${id}-error`} className="text-sm font-medium text-danger">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm font-medium text-danger">{listError}</p>}
      <div>
        <button
          ref={add}
          type="button"
          onClick={() => {
            onChange([...buildings, { key: crypto.randomUUID(), name: "" }]);
            focusName(buildings.length);
          }}
          className={buttonVariants({ variant: "outline" })}
        >
          {copy.addBuilding}
        </button>
      </div>
    </fieldset>
  );
}
