import { useAuth } from "@/auth/auth-context";
import { NewPassword } from "@/auth/screens/NewPassword";
import { SignIn } from "@/auth/screens/SignIn";
import { SignOut } from "@/auth/screens/SignOut";
import { useClient } from "@/auth/use-client";
import { useRecovery } from "@/auth/use-recovery";
import { env } from "@/config/env";
import { ownerConfig } from "@/features/owner/content";
import { Inbox } from "./Inbox";
import { LoadFailure } from "./LoadFailure";
import { StaffGate } from "./StaffGate";

/** The inbox once the page runs: not configured, sign-in, a new password, or the requests. */
export function OwnerApp() {
  if (!env.supabase) return <p className="text-lg text-ink">{ownerConfig.notConfigured}</p>;
  return <Configured />;
}

function Configured() {
  const state = useClient();
  const { session, loading } = useAuth();
  const recovery = useRecovery(state.kind === "ready" ? state.client : null);
  if (state.kind === "failed") return <LoadFailure failure="offline" onRetry={state.retry} />;
  if (state.kind === "loading" || loading) return <p role="status">{ownerConfig.loading}</p>;
  const { client } = state;
  if (!session) return <SignIn client={client} returnTo="/owner" />;
  if (recovery.recovering) return <NewPassword client={client} onSaved={recovery.done} />;
  return (
    <div className="grid gap-6">
      <SignOut />
      <StaffGate key={session.user.id} client={client} userId={session.user.id}>
        <Inbox client={client} token={session.access_token} />
      </StaffGate>
    </div>
  );
}
