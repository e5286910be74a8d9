import { ports } from "./ports.js";

/** The build configured for a local Supabase at `supabaseOrigin` (npm run build:e2e). */
export const configuredBaseURL = `http://127.0.0.1:${ports.configuredSite}`;
export const supabaseOrigin = `http://127.0.0.1:${ports.supabase}`;
