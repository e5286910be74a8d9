/**
 * What the local Supabase server answers where a test wants something other than the
 * database's answer, apart from the server itself so that a test in jsdom can name them
 * without loading PGlite.
 */
import { jsonReply, type Reply } from "./reply";
import type { UploadFailure } from "./storage";

export { jsonReply };

/** What the server does where a test wants something other than the database's answer. */
export type Answers = {
  /**
   * Answers in place of edge functions', by function name: a reply, "network-error" to drop
   * the connection unanswered, or "hang" to answer never (until reset or close). Without one, the function itself answers (when the server has an
   * edge runtime: see startLocalStack) or the gateway says it is not found.
   */
  functions: Record<string, Reply | "network-error" | "hang">;
  /** A pause before each function call is answered. */
  functionDelayMs: number;
  /** "rejected" answers every refresh-token grant as Supabase does for a revoked token. */
  refresh: "ok" | "rejected";
  /** Lifetime in seconds of the access tokens the grants issue. */
  expiresIn: number;
  /** PostgREST's answer to an insert: the database's, a canned one, no answer, or never. */
  insert: "database" | Reply | "network-error" | "hang";
  /** PostgREST's answer to a select (GET/HEAD) or an update (PATCH). */
  select: "database" | Reply | "network-error";
  update: "database" | Reply | "network-error";
  /** PostgREST's answer to a call of a database function (rpc/<name>), by function name. */
  rpc: Record<string, Reply | "network-error" | "hang">;
  /** Failures for uploads whose object name ends with the key ("" for every upload). */
  uploads: Record<string, UploadFailure>;
  /** How long an upload's bytes take to reach the object store (after the policy trial). */
  storeDelayMs: number;
};

export const defaultAnswers = (): Answers => ({
  functions: {},
  functionDelayMs: 0,
  refresh: "ok",
  expiresIn: 3600,
  insert: "database",
  select: "database",
  update: "database",
  rpc: {},
  uploads: {},
  storeDelayMs: 0,
});

export const postgrestError = (status: number, code: string, message: string) =>
  jsonReply({ code, details: null, hint: null, message }, status);
