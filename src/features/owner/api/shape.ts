import { serviceValues } from "@shared/services";
import {
  contactMethods,
  heldReasons,
  lostReasons,
  quoteStates,
  requestStatuses,
  sourcePages,
  type QuoteState,
} from "@/lib/service-request";
import type { InboxRequest } from "./requests";

/**
 * What an answer must hold before the inbox reads it. PostgREST answers rows of the table, but
 * what arrives may be something else with a 200: a Wi-Fi sign-in page, a proxy's page, a row
 * cut short. Read as rows, it would throw inside the inbox and leave it loading for good.
 */
type Check = (value: unknown) => boolean;

const text: Check = (value) => typeof value === "string";
const whole: Check = (value) => Number.isInteger(value);
const yesNo: Check = (value) => typeof value === "boolean";
const oneOf =
  (values: readonly string[]): Check =>
  (value) =>
    typeof value === "string" && values.includes(value);
const orNull =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);

/**
 * Every column staff read and what it holds (the generated types, narrowed where a CHECK
 * narrows them): typed against InboxRequest, so a column added to the table fails the type
 * check until it is listed here.
 */
const columns: { [Column in keyof InboxRequest]-?: Check } = {
  id: text,
  created_at: text,
  status: oneOf(requestStatuses),
  service: oneOf(Object.values(serviceValues)),
  name: text,
  phone: text,
  email: orNull(text),
  address: text,
  unit: orNull(text),
  city: text,
  rooms: orNull(whole),
  garage_size: orNull(text),
  start_date: orNull(text),
  contact_method: oneOf(contactMethods),
  notes: orNull(text),
  property_name: orNull(text),
  units: orNull(whole),
  sms_consent: yesNo,
  photo_count: whole,
  contacted_at: orNull(text),
  status_changed_at: orNull(text),
  owner_notes: orNull(text),
  scheduled_for: orNull(text),
  scheduled_from: orNull(text),
  scheduled_until: orNull(text),
  set_out_note: orNull(text),
  quote_cents: orNull(whole),
  review_requested_at: orNull(text),
  lost_reason: orNull(oneOf(lostReasons)),
  // Staff read no held row (the Held view reads them through its own functions): always null.
  held_reason: orNull(oneOf(heldReasons)),
  source_page: orNull(oneOf(sourcePages)),
  source_host: orNull(text),
  source_hash: orNull(text),
  source_56_hash: orNull(text),
};

type Column = keyof InboxRequest;
const everyColumn = Object.keys(columns) as Column[];

/** Whether `value` is a row holding `only` these columns (every one by default), each as it should. */
export function isRequestRow(value: unknown, only: readonly Column[] = everyColumn): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const row = value as Record<string, unknown>;
  return only.every((column) => column in row && columns[column](row[column]));
}

/** Whether `value` is a list of such rows. */
export const areRequestRows = (value: unknown, only?: readonly Column[]): boolean =>
  Array.isArray(value) && value.every((row) => isRequestRow(row, only));

/** Whether `value` is what public.quote_state answers: one of the states, or nothing. */
export const isQuoteState = (value: unknown): value is QuoteState | null =>
  orNull(oneOf(quoteStates))(value);
