import { trashCount } from "@shared/services";
import { requestConfig } from "@/features/request/content/request";
import { siteConfig } from "@/config/site";
import { countField, countValue } from "@/features/request/lib/values";
import { RadioGroup, SelectField } from "./Choices";
import { PropertyFields } from "./ContactFields";
import { TextField } from "./Fields";
import type { FormBinding } from "@/features/request/lib/form-binding";

const { labels, legends } = requestConfig;

/**
 * Trash collection: the one count that prices it, with the monthly estimate updated as it is
 * typed. A resident gives the rooms here; a property manager the units, just above.
 */
function TrashDetails({ form }: { form: FormBinding }) {
  const field = countField(form.values) ?? "rooms";
  const value = countValue(form.values);
  const count = trashCount({ service: "trash_collection", [field]: value });
  return (
    <>
      {field === "rooms" && (
        <TextField
          name="rooms"
          label={labels.rooms}
          form={form}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      <p aria-live="polite" className="font-medium text-brand-dark">
        {count
          ? requestConfig.estimate(count)
          : requestConfig.estimateEmpty(field === "units" ? "unit" : "room")}
      </p>
    </>
  );
}

/** Garage cleanout: the size, in cars or square feet, beside the "starting at" price. */
function GarageDetails({ form }: { form: FormBinding }) {
  return (
    <>
      <p className="font-medium text-brand-dark">{requestConfig.garageNote}</p>
      <SelectField
        name="garageSize"
        label={labels.garageSize}
        placeholder={requestConfig.placeholders.garageSize}
        options={requestConfig.garageSizes}
        form={form}
      />
      {form.values.garageSize === "sqft" && (
        <TextField
          name="squareFeet"
          label={labels.squareFeet}
          form={form}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </>
  );
}

export function ServiceFields({ form, today }: { form: FormBinding; today: string }) {
  const trash = form.values.service === "trash-collection";
  return (
    <div className="grid gap-5">
      <RadioGroup
        name="service"
        legend={legends.service}
        options={siteConfig.categories.map(({ id }) => ({
          value: id,
          label: siteConfig.pricing[id].name,
        }))}
        value={form.values.service}
        onChange={(service) => form.set("service", service)}
      />
      <PropertyFields form={form} />
      {trash ? <TrashDetails form={form} /> : <GarageDetails form={form} />}
      <TextField name="startDate" label={labels.startDate} form={form} type="date" min={today} />
    </div>
  );
}
