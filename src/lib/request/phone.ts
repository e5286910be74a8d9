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

/** "+18015550142" as "(801) 555-0142", for messages a person reads. */
export function formatUsPhone(e164: string): string {
  const n = e164.slice(2);
  return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
}
