import { parseEnv } from "./parse-env";

/** The validated configuration of this build (vite.config.ts already refused a bad one). */
export const env = parseEnv(import.meta.env);
