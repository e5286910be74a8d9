import type { ComponentProps, ReactNode } from "react";
import type { FieldName } from "@/features/request/lib/values";
import { cn } from "@/lib/utils";
import { fieldId, type FormBinding } from "@/features/request/lib/form-binding";

export const controlClass =
  "min-h-11 w-full rounded-lg border-2 border-muted bg-white px-3 text-base text-ink aria-[invalid=true]:border-danger";

type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type FieldProps = {
  name: FieldName;
  label: string;
  hint?: string;
  form: FormBinding;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A label, an optional hint, the control and its error, wired together: the control is named by
 * the label and described by the hint and the error, and marked invalid while it has one.
 */
export function Field({ name, label, hint, form, children }: FieldProps) {
  const id = fieldId(name);
  const error = form.errors[name];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
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

type TextName =
  | "name"
  | "phone"
  | "email"
  | "address"
  | "unit"
  | "rooms"
  | "squareFeet"
  | "startDate"
  | "propertyName"
  | "units";

type TextFieldProps = Omit<ComponentProps<"input">, "name" | "form" | "value" | "onChange"> & {
  name: TextName;
  label: string;
  hint?: string;
  form: FormBinding;
};

export function TextField({ name, label, hint, form, className, ...input }: TextFieldProps) {
  return (
    <Field name={name} label={label} hint={hint} form={form}>
      {(control) => (
        <input
          {...input}
          {...control}
          name={name}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          className={cn(controlClass, className)}
        />
      )}
    </Field>
  );
}

type TextAreaProps = { name: "notes"; label: string; form: FormBinding; maxLength: number };

export function TextAreaField({ name, label, form, maxLength }: TextAreaProps) {
  return (
    <Field name={name} label={label} form={form}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          rows={4}
          maxLength={maxLength}
          value={form.values[name]}
          onChange={(event) => form.set(name, event.target.value)}
          className={cn(controlClass, "py-2")}
        />
      )}
    </Field>
  );
}
