import type { ComponentProps } from "react";
import { Field as SharedField } from "@/components/ui/Field";
import { inputClass } from "@/components/ui/form-classes";
import type { FieldName } from "@/features/request/lib/values";
import { cn } from "@/lib/utils";
import { fieldId, type FormBinding } from "@/features/request/lib/form-binding";

type FieldProps = {
  name: FieldName;
  label: string;
  hint?: string;
  form: FormBinding;
  children: ComponentProps<typeof SharedField>["children"];
};

/** The shared Field, bound to the request form: its id from the name, its error from the form. */
export function Field({ name, label, hint, form, children }: FieldProps) {
  return (
    <SharedField id={fieldId(name)} label={label} hint={hint} error={form.errors[name]}>
      {children}
    </SharedField>
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
          className={cn(inputClass, className)}
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
          className={cn(inputClass, "py-2")}
        />
      )}
    </Field>
  );
}
