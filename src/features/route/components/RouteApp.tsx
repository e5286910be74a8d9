import { useAuth } from "@/auth/auth-context";
import { SignIn } from "@/auth/screens/SignIn";
import { useClient } from "@/auth/use-client";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { env } from "@/config/env";
import type { Supabase } from "@/auth/supabase";
import { routeCopy } from "@/features/route/content";
import { useRoute } from "@/features/route/hooks/use-route";
import { useWorker } from "@/features/route/hooks/use-worker";
import { NextJobs } from "./NextJobs";
import { RouteList } from "./RouteList";

/** The route once the page runs: not configured, sign-in, or tonight's route. */
export function RouteApp() {
  useWorker();
  if (!env.supabase) return <p className="text-lg text-ink">{routeCopy.notConfigured}</p>;
  return <Configured />;
}

function Configured() {
  const state = useClient();
  const { session, loading } = useAuth();
  if (state.kind === "failed")
    return <Failure text={routeCopy.loadFailed.offline} onRetry={state.retry} />;
  if (state.kind === "loading" || loading) return <p role="status">{routeCopy.loading}</p>;
  if (!session) return <SignIn client={state.client} returnTo="/owner/route" />;
  return (
    <Route
      key={session.user.id}
      client={state.client}
      userId={session.user.id}
      token={session.access_token}
    />
  );
}

function Failure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className={alertClass}>
      <p>{text}</p>
      <button type="button" onClick={onRetry} className={`${buttonVariants()} mt-3`}>
        {routeCopy.retry}
      </button>
    </div>
  );
}

function Route({ client, userId, token }: { client: Supabase; userId: string; token: string }) {
  const route = useRoute(client, userId, token);
  const { state } = route;
  if (state.kind === "loading") return <p role="status">{routeCopy.loading}</p>;
  if (state.kind === "no-access")
    return <p className="text-lg font-semibold text-ink">{routeCopy.noAccess}</p>;
  if (state.kind === "failed")
    return <Failure text={routeCopy.loadFailed[state.failure]} onRetry={route.retry} />;
  return (
    <>
      <RouteList {...route} route={state.route} savedAt={state.savedAt} />
      <NextJobs client={client} />
    </>
  );
}
