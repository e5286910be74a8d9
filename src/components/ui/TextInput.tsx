import type { ComponentProps } from "react";
import { inputClass, labelClass } from "./form-classes";

type Props = ComponentProps<"input"> & { id: string; label: string; hint?: string };

/** A labelled input with an optional hint that describes it. */
export function TextInput({ id, label, hint, ...input }: Props) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={inputClass}
        {...input}
      />
    </div>
  );
}
