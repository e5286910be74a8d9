// The business's name, the same on the site (src/config/site.ts) and in the e-mails the edge
// functions send its customers. Plain TypeScript with no imports.

export const businessName = "Pleasant Grove Trash & Cleanouts";
