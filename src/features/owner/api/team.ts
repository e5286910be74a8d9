import type { Tables } from "@/lib/database.types";
import type { TeamFailure } from "@/features/owner/content";
import { read, type Result } from "@/lib/result";
import type { Client } from "./requests";

/** A crew member as the Team view lists them. */
export type Member = Pick<Tables<"crew">, "user_id" | "email" | "invited_at">;

/** The crew now (removed members stay in the table, for their marks' names, but not here). */
export async function listTeam(client: Client): Promise<Result<Member[]>> {
  return read(
    await client
      .from("crew")
      .select("user_id, email, invited_at")
      .is("removed_at", null)
      .order("invited_at")
      .retry(false),
  );
}

/**
 * What a call of the team function came to: done, a removed member invited back (their account
 * kept, so Auth mails a link to choose a new password rather than an invitation), or the reason
 * the view can say.
 */
export type TeamAnswer = "done" | "back" | TeamFailure;

const answers: Record<number, TeamAnswer> = { 400: "bad-email", 409: "taken" };

async function team(client: Client, body: object): Promise<TeamAnswer> {
  const { data, error } = await client.functions.invoke<{ returning?: boolean }>("team", {
    body,
  });
  if (!error) return data?.returning ? "back" : "done";
  // As sendTestPush reads it: the Response is the error's context, none means no answer.
  const context: unknown = (error as { context?: unknown }).context;
  if (context instanceof Response) return answers[context.status] ?? "failed";
  return error instanceof Error && error.name === "FunctionsFetchError" ? "offline" : "failed";
}

/** Sends Auth's invitation to `email` and puts the account on the crew. */
export const inviteMember = (client: Client, email: string) =>
  team(client, { action: "invite", email });

/** Takes a member off the crew: their next request is refused. */
export const removeMember = (client: Client, userId: string) =>
  team(client, { action: "remove", user_id: userId });
