import { useState } from "react";
import { useLocation } from "react-router-dom";
import { useAuth } from "@/auth/auth-context";
import { NewPassword } from "@/auth/screens/NewPassword";
import { SignIn } from "@/auth/screens/SignIn";
import { SignOut } from "@/auth/screens/SignOut";
import { useClient } from "@/auth/use-client";
import { useRecovery } from "@/auth/use-recovery";
import { buttonVariants } from "@/components/ui/Button";
import { env } from "@/config/env";
import { partnerPaths } from "@/config/site";
import { partnerConfig } from "@/features/partner/content";
import { AccountGate } from "./AccountGate";
import { LoadFailure } from "./LoadFailure";
import { SignUp } from "./SignUp";

/** The partner's page once it runs: not configured, sign-up or sign-in, a new password, or home. */
export function PartnerApp() {
  if (!env.supabase) return <p className="text-lg text-ink">{partnerConfig.notConfigured}</p>;
  return <Configured />;
}

function Configured() {
  const state = useClient();
  const { session, loading } = useAuth();
  const recovery = useRecovery(state.kind === "ready" ? state.client : null);
  const query = new URLSearchParams(useLocation().search);
  // /partners' Start service opens the sign-up (?account=new); everything else, the sign-in.
  const [signingUp, setSigningUp] = useState(query.get("account") === "new");
  if (state.kind === "failed") return <LoadFailure failure="offline" onRetry={state.retry} />;
  if (state.kind === "loading" || loading) return <p role="status">{partnerConfig.loading}</p>;
  const { client } = state;
  if (!session) {
    if (signingUp) return <SignUp onSignIn={() => setSigningUp(false)} />;
    return (
      <SignIn client={client} returnTo={partnerPaths.account}>
        <div className="flex flex-wrap items-center gap-x-2 border-t border-line pt-5">
          <p className="text-muted">{partnerConfig.newHere}</p>
          <button
            type="button"
            onClick={() => setSigningUp(true)}
            className={buttonVariants({ variant: "outline" })}
          >
            {partnerConfig.createAccount}
          </button>
        </div>
      </SignIn>
    );
  }
  if (recovery.recovering) return <NewPassword client={client} onSaved={recovery.done} />;
  return (
    <div className="grid gap-6">
      <div className="print:hidden">
        <SignOut />
      </div>
      <AccountGate
        key={session.user.id}
        client={client}
        user={session.user}
        billing={query.get("billing") === "portal"}
        checkout={query.get("checkout")}
        checkoutProperty={query.get("property")}
      />
    </div>
  );
}
