/** Tells screen-reader users that a link opens a new tab (sighted users see the icon). */
export function ExternalLinkNote() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}
