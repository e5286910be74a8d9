/**
 * The PostgREST `or` filter that finds `term` in the name, the phone or the city, or null for an
 * empty term. The term goes inside double quotes, PostgREST's way of carrying its reserved
 * characters (`,` `.` `:` `(` `)`) in a value; a `"` or `\` inside is escaped with `\`. LIKE's
 * own wildcards (`%`, `_`) and PostgREST's `*` are dropped, so that they match themselves as
 * nearly as a search box needs. A phone is stored as +18015550142, so it is searched by the
 * digits typed ("801 555" finds it), and only when there are any.
 */
export function searchFilter(term: string): string | null {
  const text = term.trim().replace(/[%_*]/g, "");
  if (!text) return null;
  const quoted = (value: string) => `"*${value.replace(/[\\"]/g, "\\$&")}*"`;
  const digits = text.replace(/\D/g, "");
  return [
    `name.ilike.${quoted(text)}`,
    ...(digits ? [`phone.ilike.${quoted(digits)}`] : []),
    `city.ilike.${quoted(text)}`,
  ].join(",");
}
