import { parsePushEnv, type PushEnv } from "./parse-env";

declare const __PUSH_ENV__: PushEnv;

/**
 * This build's push configuration (VITE_VAPID_PUBLIC_KEY), validated by vite.config.ts like
 * env.ts's. A module of its own, imported by the owner's inbox only: a value in env.ts would be
 * in the entry chunk that every public page loads. Unit tests parse import.meta.env instead.
 */
export const pushEnv: PushEnv =
  import.meta.env.MODE === "test" ? parsePushEnv(import.meta.env) : __PUSH_ENV__;
