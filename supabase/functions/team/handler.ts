import { isPlainEmail } from "../_shared/email-address.ts";
import { bearerToken, type Env, json, limitedText, preflight } from "../_shared/http.ts";
import { siteUrl } from "../_shared/stripe.ts";
import { type ServerClient, serviceRoleClient, signedInUser } from "../_shared/supabase.ts";

export type TeamSettings = { supabase: ServerClient; site: string };

/**
 * How long a removed member is banned from Auth: for good, in the Go duration GoTrue reads (a
 * hundred years). A ban rather than deleting the account, so that the marks they made keep
 * their name (pickup_marks.marked_by).
 */
const banForGood = "876000h";

/** Where the invitation's link lands, signed in: the inbox's page asks for a password first. */
const welcomePath = "/owner";

type Action = { action: "invite"; email: string } | { action: "remove"; user_id: string };

function parse(text: string | null): Action | null {
  if (!text) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const { action, email, user_id } = body as Record<string, unknown>;
  if (action === "invite" && typeof email === "string") return { action, email };
  if (action === "remove" && typeof user_id === "string" && /^[0-9a-f-]{36}$/i.test(user_id))
    return { action, user_id };
  return null;
}

/**
 * The owner's team (POST with the owner's access token): `{action: "invite", email}` sends Auth's
 * invitation e-mail and adds the account to public.crew (a removed member's address brings them
 * back: welcomeBack); `{action: "remove", user_id}` marks the
 * member removed (the database refuses their next request) and bans the account at Auth (their
 * refresh and their tokens at Auth are refused). Only staff may call it (403 otherwise).
 */
export function createTeam({ supabase, site }: TeamSettings) {
  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== "POST") return json({ error: "Method not allowed" }, 405);

    const token = bearerToken(req);
    if (!token) return json({ error: "Sign in first" }, 401);
    const caller = await signedInUser(supabase, token, "team");
    if ("refusal" in caller) return caller.refusal;
    const staff = await supabase.from("staff").select("user_id").eq("user_id", caller.user.id);
    if (staff.error) throw new Error(`team: reading staff: ${staff.error.message}`);
    if (!staff.data.length) return json({ error: "Only the owner manages the team" }, 403);

    const action = parse(await limitedText(req, 2_000));
    if (!action)
      return json({ error: "Send an action: invite with an email, or remove with a user_id" }, 400);

    if (action.action === "invite") {
      const email = action.email.trim().toLowerCase();
      if (!isPlainEmail(email))
        return json({ error: "That e-mail address does not look right" }, 400);
      const invited = await supabase.auth.admin.inviteUserByEmail(email, {
        redirectTo: `${site}${welcomePath}`,
      });
      if (invited.error || !invited.data.user) {
        if (invited.error?.status === 422) return welcomeBack(supabase, site, email);
        console.error("team: Auth's invite failed:", invited.error);
        return json({ error: "The invitation could not be sent" }, 502);
      }
      const user_id = invited.data.user.id;
      const added = await supabase
        .from("crew")
        .upsert({ user_id, email, invited_at: new Date().toISOString(), removed_at: null });
      if (added.error) throw new Error(`team: adding to crew: ${added.error.message}`);
      return json({ user_id, email });
    }

    const removed = await supabase
      .from("crew")
      .update({ removed_at: new Date().toISOString() })
      .eq("user_id", action.user_id)
      .is("removed_at", null)
      .select("user_id");
    if (removed.error) throw new Error(`team: removing from crew: ${removed.error.message}`);
    if (!removed.data.length) return json({ error: "No such member on the team" }, 404);
    const banned = await supabase.auth.admin.updateUserById(action.user_id, {
      ban_duration: banForGood,
    });
    if (banned.error) {
      // Removed from the crew already: the database refuses them whatever Auth says.
      console.error("team: Auth's ban failed:", banned.error);
      return json({ error: "Removed from the team, but their sign-in could not be ended" }, 502);
    }
    return json({ removed: action.user_id });
  };
}

/**
 * Inviting the address of a removed member: their account still exists (kept, banned, so that
 * their marks keep their name), so Auth's invitation is refused. They come back on the same
 * account: Auth e-mails them a link to choose a new password (its recovery e-mail, single-use,
 * an hour), then the ban is lifted and the crew row restored. The e-mail goes first, so a failure
 * to send leaves them removed. Any other account (the owner's, a partner's, a member still on the
 * team) stays a 409.
 */
async function welcomeBack(supabase: ServerClient, site: string, email: string) {
  const member = await supabase
    .from("crew")
    .select("user_id")
    .eq("email", email)
    .not("removed_at", "is", null);
  if (member.error) throw new Error(`team: reading crew: ${member.error.message}`);
  const user_id = member.data[0]?.user_id;
  if (!user_id) return json({ error: "That address already has an account" }, 409);
  const mailed = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${site}${welcomePath}`,
  });
  if (mailed.error) {
    console.error("team: Auth's password e-mail failed:", mailed.error);
    return json({ error: "The invitation could not be sent" }, 502);
  }
  const unbanned = await supabase.auth.admin.updateUserById(user_id, { ban_duration: "none" });
  if (unbanned.error) {
    console.error("team: lifting Auth's ban failed:", unbanned.error);
    return json({ error: "The invitation could not be sent" }, 502);
  }
  const back = await supabase
    .from("crew")
    .update({ removed_at: null, invited_at: new Date().toISOString() })
    .eq("user_id", user_id);
  if (back.error) throw new Error(`team: restoring to crew: ${back.error.message}`);
  return json({ user_id, email, returning: true });
}

export function teamFromEnv(env: Env) {
  return createTeam({ supabase: serviceRoleClient(env), site: siteUrl(env) });
}
