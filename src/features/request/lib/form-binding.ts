import type { FieldErrors } from "@/features/request/lib/validate";
import type { FieldName, RequestValues } from "@/features/request/lib/values";

/** What every field component needs from the form: the values, the errors and a setter. */
export type FormBinding = {
  values: RequestValues;
  errors: FieldErrors;
  set: <K extends FieldName>(name: K, value: RequestValues[K]) => void;
};

/** The id of a field's control, so that the form can move focus to the first error. */
export const fieldId = (name: FieldName) => `request-${name}`;
