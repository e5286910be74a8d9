// @ts-check
// The browser tests' ports, all derived from E2E_PORT so that several checkouts can run their
// suites side by side: the default build, the build configured for a local Supabase server,
// and that server (whose URL the second build bakes in, so it cannot be chosen at random).
const site = Number(process.env.E2E_PORT ?? 4173);

export const ports = { site, configuredSite: site + 1, supabase: site + 2 };
