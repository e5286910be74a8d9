/**
 * The one parser of US phone numbers: the business's (VITE_BUSINESS_PHONE, read at build time
 * by src/config/parse-env.ts, which is why this module imports by relative paths only) and the
 * visitor's (the request form). Both accept exactly what the database accepts.
 */
import { formatUsPhone } from "../../supabase/functions/_shared/display.ts";

export { formatUsPhone };

/** A US phone number in each form the site writes it. */
export type UsPhone = {
  /** "+18015550142", as stored and as structured data gives it. */
  e164: string;
  /** "(801) 555-0142", for people to read. */
  display: string;
  /** "tel:+18015550142", the link that calls it. */
  href: string;
  /** "sms:+18015550142", the link that opens a text message to it. */
  sms: string;
};

/**
 * A US phone number as people type it — "(801) 555-0142", "801.555.0142", "+1 801 555 0142",
 * "1-801-555-0142" — in E.164 ("+18015550142"), or null. The area code cannot start with 0 or 1
 * (the database checks the same pattern, ^\+1[2-9][0-9]{9}$); letters and extensions are refused
 * rather than guessed at.
 */
export function toE164(input: string): string | null {
  if (!/^[\d\s().+-]+$/.test(input.trim())) return null;
  const digits = input.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return /^[2-9]\d{9}$/.test(national) ? `+1${national}` : null;
}

/** Every form of a US number as typed (see toE164), or null when it is not one. */
export function parseUsPhone(input: string): UsPhone | null {
  const e164 = toE164(input);
  if (!e164) return null;
  return { e164, display: formatUsPhone(e164), href: `tel:${e164}`, sms: `sms:${e164}` };
}
