/**
 * Where the residents' pages live: /r/<property's public code>. A module of its own because the
 * page table, in the entry every public page loads, needs this and nothing else of the pickups'
 * domain (pickups.ts, which says which codes can be a property's).
 */
export const residentsPagePrefix = "/r";
