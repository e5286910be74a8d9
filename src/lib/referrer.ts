/** The sessionStorage key of the visit's external referrer, noted as an origin. */
export const referrerKey = "pg-referrer";

/**
 * Notes the origin of the page that sent the visitor (scheme, host and port: nothing of its path
 * or query) for the request form, which takes the host from it (features/request/lib/source.ts).
 * A tab's sessionStorage is the visit: the first note stands through later pages and reloads. A
 * page opened without a referrer notes nothing (new URL("") throws); the next one then notes
 * this site, which the form ignores. Every public page runs this, so it stays this small (a
 * missing key reads as undefined through the Storage's named properties) and the form judges.
 */
export function noteReferrer() {
  try {
    sessionStorage[referrerKey] ??= new URL(document.referrer).origin;
  } catch {
    // No referrer, or storage blocked: the request goes without a host.
  }
}
