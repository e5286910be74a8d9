import { requestConfig } from "@/features/request/content/request";
import { siteConfig } from "@/config/site";
import { wholeNumber } from "@/features/request/lib/values";
import { RadioGroup, SelectField } from "./Choices";
import { TextField } from "./Fields";
import type { FormBinding } from "@/features/request/lib/form-binding";

const { labels, legends } = requestConfig;

/** Trash collection: the number of rooms, with the monthly estimate updated as it is typed. */
function TrashDetails({ form }: { form: FormBinding }) {
  const rooms = wholeNumber(form.values.rooms, 1, 500);
  return (
    <>
      <TextField
        name="rooms"
        label={labels.rooms}
        form={form}
        inputMode="numeric"
        autoComplete="off"
      />
      <p aria-live="polite" className="font-medium text-brand-dark">
        {rooms ? requestConfig.estimate(rooms) : requestConfig.estimateEmpty}
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
      {trash ? <TrashDetails form={form} /> : <GarageDetails form={form} />}
      <TextField name="startDate" label={labels.startDate} form={form} type="date" min={today} />
    </div>
  );
}
