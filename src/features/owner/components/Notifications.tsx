import type { SupabaseClient } from "@supabase/supabase-js";
import { pushEnv } from "@/config/push-env";
import type { Database } from "@/lib/database.types";
import { usePush } from "@/features/owner/hooks/use-push";
import { NotificationsPanel } from "./NotificationsPanel";

type Props = {
  client: SupabaseClient<Database>;
  /** Whether the settings show; the device is saved again on every visit all the same. */
  showSettings: boolean;
  /** This build's VITE_VAPID_PUBLIC_KEY; tests give their own. */
  vapidPublicKey?: string | null;
};

/** Push notifications of new requests on this device: kept up to date, and their settings. */
export function Notifications({
  client,
  showSettings,
  vapidPublicKey = pushEnv.vapidPublicKey,
}: Props) {
  const push = usePush(client, vapidPublicKey);
  if (!showSettings) return null;
  return (
    <NotificationsPanel
      state={push.state}
      busy={push.busy}
      notice={push.notice}
      onEnable={push.enable}
      onTest={push.test}
      onDisable={push.disable}
    />
  );
}
