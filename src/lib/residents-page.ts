/**
 * The residents' page of a property, /r/<public code>: where it lives and which codes can be a
 * property's. Apart from the pickups' domain module (pickups.ts) because the page table, in the
 * entry every public page loads, needs the prefix and nothing else.
 */

/** The residents' pages are /r/<code>. */
export const residentsPagePrefix = "/r";

/**
 * A property's public code as the database makes and checks it (properties_public_code_format):
 * 22 characters of base64url, random, so that nobody reaches a property's page by guessing.
 */
export const isPropertyCode = (code: string) => /^[A-Za-z0-9_-]{22}$/.test(code);
