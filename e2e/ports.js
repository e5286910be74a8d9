// @ts-check
// The browser tests' ports, all derived from E2E_PORT so that several checkouts can run their
// suites side by side: the default build, the build configured for a local Supabase, and that
// Supabase's origin, which the second build bakes in and the tests send on to their local stack
// (e2e/stack.ts), whose own ports the system picks.
const site = Number(process.env.E2E_PORT ?? 4173);

export const ports = { site, configuredSite: site + 1, supabase: site + 2 };
