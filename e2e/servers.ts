import { loadEnv } from "vite";

/** The production build (npm run build), served by scripts/serve.js with its _headers. */
export const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The build configured with a Supabase project (npm run build:e2e-hardening), on the next
 * port. Its Supabase origin has no server: the tests answer or fail its requests themselves.
 */
export const configuredPort = port + 1;
export const configuredBaseURL = `http://127.0.0.1:${configuredPort}`;
export const supabaseOrigin = supabaseOriginOf("e2e-hardening") ?? "";

/** The production build's Supabase origin: none in CI, a developer's own in .env.local. */
export const productionSupabaseOrigin = supabaseOriginOf("production");

function supabaseOriginOf(mode: string): string | undefined {
  const url = loadEnv(mode, process.cwd(), "VITE_").VITE_SUPABASE_URL;
  return url ? new URL(url).origin : undefined;
}
