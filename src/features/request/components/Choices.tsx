import type { RequestValues } from "@/features/request/lib/values";
import { fieldId, type FormBinding } from "@/features/request/lib/form-binding";
import { inputClass } from "@/components/ui/form-classes";
import { Field } from "./Fields";

const legendClass = "mb-2 font-medium text-ink";
const optionClass = "flex min-h-11 items-center gap-3 rounded-lg px-1";
const tickClass = "size-5 shrink-0 accent-brand";

type Option<T extends string> = { value: T; label: string };

type RadioGroupProps<T extends string> = {
  name: "service" | "contactMethod";
  legend: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
};

/** Radios in a fieldset named by its legend; arrow keys move between them natively. */
export function RadioGroup<T extends string>(props: RadioGroupProps<T>) {
  const { name, legend, options, value, onChange } = props;
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6">
        {options.map((option) => (
          <label key={option.value} className={optionClass}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={tickClass}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type CheckboxProps = { name: "manager" | "smsConsent"; label: string; form: FormBinding };

export function Checkbox({ name, label, form }: CheckboxProps) {
  return (
    <label className={optionClass}>
      <input
        type="checkbox"
        id={fieldId(name)}
        name={name}
        checked={form.values[name]}
        onChange={(event) => form.set(name, event.target.checked)}
        className={tickClass}
      />
      {label}
    </label>
  );
}

type SelectProps<N extends "city" | "garageSize"> = {
  name: N;
  label: string;
  placeholder: string;
  options: Option<string>[];
  form: FormBinding;
  autoComplete?: string;
};

/** A native select: the phone's own picker, with a placeholder that is not a valid choice. */
export function SelectField<N extends "city" | "garageSize">(props: SelectProps<N>) {
  const { name, label, placeholder, options, form, autoComplete } = props;
  return (
    <Field name={name} label={label} form={form}>
      {(control) => (
        <select
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={form.values[name]}
          // The options (and the empty placeholder) are the only values a select can take.
          onChange={(event) => form.set(name, event.target.value as RequestValues[N])}
          className={inputClass}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
