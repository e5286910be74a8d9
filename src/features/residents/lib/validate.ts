import { pickupLimits } from "@/lib/pickups";
import { toE164 } from "@/lib/phone";

export type ReportValues = { building: string; unit: string; phone: string };
export type ReportField = keyof ReportValues;
export type ReportErrors = Partial<Record<ReportField, "building" | "unit" | "phone">>;

/** The report's fields as the database takes them: a building, and the rest optional. */
export function validateReport(values: ReportValues, buildingIds: string[]) {
  const errors: ReportErrors = {};
  if (!buildingIds.includes(values.building)) errors.building = "building";
  const unit = values.unit.trim();
  if (unit.length > pickupLimits.unit) errors.unit = "unit";
  const phone = values.phone.trim() ? toE164(values.phone) : null;
  if (values.phone.trim() && !phone) errors.phone = "phone";
  return { errors, unit: unit || null, phone };
}
