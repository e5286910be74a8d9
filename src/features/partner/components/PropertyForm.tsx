import { useState } from "react";
import type { Supabase } from "@/auth/supabase";
import { buttonVariants } from "@/components/ui/Button";
import { Field } from "@/components/ui/Field";
import { alertClass, inputClass, labelClass } from "@/components/ui/form-classes";
import { siteConfig } from "@/config/site";
import { saveProperty, type Property } from "@/features/partner/api/account";
import { partnerConfig, type SaveFailure } from "@/features/partner/content";
import {
  checkProperty,
  emptyProperty,
  propertyValues,
  type PropertyErrors,
  type PropertyValues,
} from "@/features/partner/lib/forms";
import { partnerLimits } from "@/lib/partners";
import { BuildingsEditor } from "./BuildingsEditor";

const copy = partnerConfig.form;
const noErrors: PropertyErrors = { fields: {}, buildings: {} };
/** Focus goes to the form's heading as it opens (a stable callback: once, not every render). */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

type Props = {
  client: Supabase;
  /** The property to change; none to add one. */
  property?: Property;
  /** Called with whether it was saved (false: canceled). */
  onDone: (saved: boolean) => void;
};

/**
 * A property's form, checked as the database checks it (forms.ts) and saved with its buildings
 * in one call; a refusal names each field that needs a look and moves focus to the first.
 */
export function PropertyForm({ client, property, onDone }: Props) {
  const [values, setValues] = useState<PropertyValues>(() =>
    property ? propertyValues(property) : emptyProperty(),
  );
  const [errors, setErrors] = useState<PropertyErrors>(noErrors);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<SaveFailure | null>(null);
  const set = (field: Exclude<keyof PropertyValues, "buildings">) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((now) => ({ ...now, [field]: event.target.value })),
  });
  const submit = async (form: HTMLFormElement) => {
    const checked = checkProperty(values, property?.id);
    setFailed(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      // After React has marked the fields invalid.
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setErrors(noErrors);
    setBusy(true);
    const saved = await saveProperty(client, checked.value);
    setBusy(false);
    if (saved.ok) onDone(true);
    else setFailed(saved.failure);
  };
  const title = property ? copy.editTitle(property.name) : copy.addTitle;
  const { fields } = errors;
  return (
    <form
      noValidate
      aria-labelledby="property-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit(event.currentTarget);
      }}
      className="grid gap-5 rounded-2xl border-2 border-brand p-5"
    >
      <h3
        id="property-form-title"
        tabIndex={-1}
        ref={focusOnMount}
        className="text-xl font-bold text-ink"
      >
        {title}
      </h3>
      <Field id="property-name" label={copy.name} error={fields.name}>
        {(control) => (
          <input {...control} {...set("name")} autoComplete="off" className={inputClass} />
        )}
      </Field>
      <Field id="property-street" label={copy.street} error={fields.street}>
        {(control) => (
          <input
            {...control}
            {...set("street")}
            autoComplete="street-address"
            className={inputClass}
          />
        )}
      </Field>
      <Field id="property-city" label={copy.city} error={fields.city}>
        {(control) => (
          <select {...control} {...set("city")} className={inputClass}>
            <option value="">{copy.chooseCity}</option>
            {siteConfig.areas.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="property-units" label={copy.units} hint={copy.unitsHint} error={fields.units}>
        {(control) => (
          <input
            {...control}
            {...set("units")}
            type="number"
            inputMode="numeric"
            min={partnerLimits.units.min}
            max={partnerLimits.units.max}
            step={1}
            className={`${inputClass} max-w-40`}
          />
        )}
      </Field>
      <fieldset
        aria-describedby={`property-window-hint${fields.window ? " property-window-error" : ""}`}
        className="grid gap-1.5"
      >
        <legend className={labelClass}>{copy.window}</legend>
        <p id="property-window-hint" className="text-sm text-muted">
          {copy.windowHint}
        </p>
        <div className="flex flex-wrap gap-4">
          {(["from", "until"] as const).map((end) => (
            <div key={end} className="grid gap-1.5">
              <label htmlFor={`property-${end}`} className={labelClass}>
                {copy[end]}
              </label>
              <input
                id={`property-${end}`}
                type="time"
                {...set(end)}
                aria-invalid={fields.window ? true : undefined}
                className={`${inputClass} w-40`}
              />
            </div>
          ))}
        </div>
        {fields.window && (
          <p id="property-window-error" className="text-sm font-medium text-danger">
            {fields.window}
          </p>
        )}
      </fieldset>
      <Field id="property-rules" label={copy.rules} hint={copy.rulesHint} error={fields.rules}>
        {(control) => (
          <textarea {...control} {...set("rules")} rows={3} className={`${inputClass} py-2`} />
        )}
      </Field>
      <Field id="property-access" label={copy.access} hint={copy.accessHint} error={fields.access}>
        {(control) => (
          <textarea {...control} {...set("access")} rows={2} className={`${inputClass} py-2`} />
        )}
      </Field>
      <BuildingsEditor
        buildings={values.buildings}
        errors={errors.buildings}
        listError={fields.buildings}
        onChange={(buildings) => setValues((now) => ({ ...now, buildings }))}
      />
      <div role="alert">
        {Object.keys(fields).length + Object.keys(errors.buildings).length > 0 && (
          <p className="font-medium text-danger">{partnerConfig.errors.summary}</p>
        )}
        {failed && <p className={alertClass}>{failed === "drafts" ? copy.drafts : copy.failed}</p>}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" aria-disabled={busy} className={buttonVariants({ size: "lg" })}>
          {busy ? copy.saving : copy.save}
        </button>
        <button
          type="button"
          onClick={() => onDone(false)}
          className={buttonVariants({ variant: "ghost", size: "lg" })}
        >
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}
