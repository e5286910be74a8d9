/**
 * What supabase/config.toml says that the local backend honours, read as the Supabase CLI reads
 * it, with the CLI's defaults for what it leaves out: each function's `verify_jwt` (true unless
 * `[functions.<name>] verify_jwt = false`) and whether sign-up waits for a confirmed e-mail
 * (`[auth.email] enable_confirmations`, false). Read afresh at each use, so an edit counts at
 * once.
 */
import { readFileSync } from "node:fs";
import { parse } from "smol-toml";

const file = new URL("../config.toml", import.meta.url);

type Config = {
  functions?: Record<string, { verify_jwt?: boolean }>;
  auth?: { email?: { enable_confirmations?: boolean } };
};

const read = () => parse(readFileSync(file, "utf8")) as Config;

/** Whether the gateway asks a valid JWT of each call to this function. */
export const verifiesJwt = (name: string) => read().functions?.[name]?.verify_jwt ?? true;

/** Whether a new account must confirm its e-mail before it may sign in. */
export const confirmsEmail = () => read().auth?.email?.enable_confirmations ?? false;
