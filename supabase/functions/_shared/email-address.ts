// A visitor's e-mail address as the form, the database and the edge functions accept it, and the
// one way a mailto: link is made from an address. Plain TypeScript with no imports, so that the
// edge functions and the site (through the alias @shared/email-address) import this file itself.

/**
 * A plain address: letters, digits and `._%+'-` before one `@`, and a hostname after it (at least
 * two labels of letters, digits and inner hyphens). Nothing a mailto: URL would read as more than
 * an address (`?` `#` `&` `,` `;` `:` `/` `<` `>` `"`, spaces), so no cc, bcc, subject or body can
 * ride along. The database's CHECK service_requests_email_plain says the same;
 * tests/supabase/visitor_text.test.ts fails when the two disagree on an address.
 */
const plainEmail =
  /^[A-Za-z0-9._%+'-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The longest address SMTP carries (RFC 5321 §4.5.3.1.3, a path of 256 with its brackets). */
export const maxEmailLength = 254;

/** Whether `text` is a plain address, as the database's CHECK requires. */
export const isPlainEmail = (text: string | null | undefined): text is string =>
  typeof text === "string" && text.length <= maxEmailLength && plainEmail.test(text);

/**
 * A mailto: link to a plain address, with its subject and body percent-encoded (RFC 6068: line
 * breaks as CRLF), or null when `address` is not plain. The address is encoded too: a `%` in it
 * stays a `%` (a mail app decodes `%25`), an apostrophe is `%27` (no quote ends an attribute
 * the link is written into), and it names one recipient, never a header.
 */
export function mailtoHref(
  address: string | null | undefined,
  fields: { subject?: string; body?: string } = {},
): string | null {
  if (!isPlainEmail(address)) return null;
  const at = address.indexOf("@");
  const to = `${encodeURIComponent(address.slice(0, at)).replaceAll("'", "%27")}@${address.slice(at + 1)}`;
  const query = (
    [
      ["subject", fields.subject],
      ["body", fields.body?.replace(/\r?\n/g, "\r\n")],
    ] as const
  )
    .flatMap(([name, value]) => (value ? [`${name}=${encodeURIComponent(value)}`] : []))
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}
