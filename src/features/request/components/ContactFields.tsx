import { requestConfig } from "@/features/request/content/request";
import { otherCity } from "@/lib/service-request";
import { siteConfig } from "@/config/site";
import { Checkbox, RadioGroup, SelectField } from "./Choices";
import { TextField } from "./Fields";
import type { FormBinding } from "@/features/request/lib/form-binding";

const { labels, legends, hints } = requestConfig;
const legendClass = "mb-3 text-lg font-semibold text-ink";

/** Who is asking and how to reach them. */
export function AboutYouFields({ form }: { form: FormBinding }) {
  return (
    <fieldset className="grid gap-5">
      <legend className={legendClass}>{legends.you}</legend>
      <TextField name="name" label={labels.name} form={form} autoComplete="name" />
      <TextField
        name="phone"
        label={labels.phone}
        hint={hints.phone}
        form={form}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField
        name="email"
        label={labels.email}
        form={form}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <RadioGroup
        name="contactMethod"
        legend={legends.contactMethod}
        options={requestConfig.contactMethods}
        value={form.values.contactMethod}
        onChange={(method) => form.set("contactMethod", method)}
      />
      <Checkbox name="smsConsent" label={labels.smsConsent} form={form} />
    </fieldset>
  );
}

/** Where the service happens; the unit is required for trash collection (How to start, step 2). */
export function PlaceFields({ form }: { form: FormBinding }) {
  const trash = form.values.service === "trash-collection";
  const cities = [...siteConfig.areas, otherCity].map((city) => ({ value: city, label: city }));
  return (
    <fieldset className="grid gap-5">
      <legend className={legendClass}>{legends.place}</legend>
      <TextField name="address" label={labels.address} form={form} autoComplete="address-line1" />
      <TextField
        name="unit"
        label={trash ? labels.unit : labels.unitOptional}
        hint={trash ? hints.unit : undefined}
        form={form}
        autoComplete="address-line2"
      />
      <SelectField
        name="city"
        label={labels.city}
        placeholder={requestConfig.placeholders.city}
        options={cities}
        form={form}
        autoComplete="address-level2"
      />
    </fieldset>
  );
}

/**
 * Property managers add the property's name and, for trash collection, its number of units,
 * which prices it in place of rooms.
 */
export function PropertyFields({ form }: { form: FormBinding }) {
  return (
    <fieldset className="grid gap-5">
      <legend className={legendClass}>{legends.property}</legend>
      <Checkbox name="manager" label={labels.manager} form={form} />
      {form.values.manager && (
        <>
          <TextField
            name="propertyName"
            label={labels.propertyName}
            form={form}
            autoComplete="organization"
          />
          {form.values.service === "trash-collection" && (
            <TextField
              name="units"
              label={labels.units}
              form={form}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
        </>
      )}
    </fieldset>
  );
}
