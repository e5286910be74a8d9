import { loadEnv } from "vite";
import { ports } from "./ports.js";

/** The build configured for the local Supabase protocol server (npm run build:e2e). */
export const configuredBaseURL = `http://127.0.0.1:${ports.configuredSite}`;
export const supabaseOrigin = `http://127.0.0.1:${ports.supabase}`;

/** The production build's Supabase origin: none in CI, a developer's own in .env.local. */
const productionUrl = loadEnv("production", process.cwd(), "VITE_").VITE_SUPABASE_URL;
export const productionSupabaseOrigin = productionUrl ? new URL(productionUrl).origin : undefined;
