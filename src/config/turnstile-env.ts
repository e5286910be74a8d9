import { parseTurnstileEnv, type TurnstileEnv } from "./parse-env";

declare const __TURNSTILE_ENV__: TurnstileEnv;

/**
 * This build's Turnstile site key (VITE_TURNSTILE_SITE_KEY), validated by vite.config.ts like
 * env.ts's. A module of its own, imported by the request form only, so that the pages without
 * the form do not carry it. Unit tests parse import.meta.env instead.
 */
export const turnstileEnv: TurnstileEnv =
  import.meta.env.MODE === "test" ? parseTurnstileEnv(import.meta.env) : __TURNSTILE_ENV__;
