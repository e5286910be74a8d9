import { parseEnv, type Env } from "./parse-env";

declare const __APP_ENV__: Env;

/**
 * The validated configuration of this build. vite.config.ts parses the VITE_* variables once,
 * failing the build with the variable's name, and hands the result over as one constant, so
 * the browser ships no parser. Unit tests parse import.meta.env instead, so that a test can
 * point the app at a server of its own (vi.stubEnv); production builds drop that branch.
 */
export const env: Env = import.meta.env.MODE === "test" ? parseEnv(import.meta.env) : __APP_ENV__;
