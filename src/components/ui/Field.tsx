import type { ReactNode } from "react";
import { labelClass } from "./form-classes";

/** What a control needs to be named, described and marked invalid by its Field. */
type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  id: string;
  label: string;
  hint?: string;
  /** The field's problem, shown below it and read with it; none while it has none. */
  error?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A label, an optional hint, the control and its error, wired together: the control is named by
 * the label, described by the hint and the error, and marked invalid while it has one.
 */
export function Field({ id, label, hint, error, children }: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
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
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
