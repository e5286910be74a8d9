import { useEffect, useRef, useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { Settings } from "lucide-react";
import { pushEnv } from "@/config/push-env";
import type { Database } from "@/lib/database.types";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { usePush } from "@/features/owner/hooks/use-push";
import { offersNotifications } from "@/features/owner/lib/push-state";
import { NotificationsPanel } from "./NotificationsPanel";

type Props = {
  client: SupabaseClient<Database>;
  /** Whether the offer or the settings show; the device is saved again on every visit all the same. */
  showSettings: boolean;
  /** This build's VITE_VAPID_PUBLIC_KEY; tests give their own. */
  vapidPublicKey?: string | null;
};

/** Where the section stands: offered at the top of the inbox, or behind Settings. */
type Placement = "top" | "settings";

// Not now is remembered on this device (notifications themselves are per device too).
const dismissedKey = "owner-notifications-not-now";

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(dismissedKey) === "1";
  } catch {
    return false; // storage off: the offer shows, as on a first visit
  }
}

function rememberDismissed() {
  try {
    localStorage.setItem(dismissedKey, "1");
  } catch {
    // Storage off: put away for this visit only.
  }
}

/**
 * Push notifications of new requests on this device: kept up to date on every visit, offered
 * at the top of the inbox until they are on here (unless put away with Not now), and otherwise
 * behind a Settings button at the top.
 */
export function Notifications({
  client,
  showSettings,
  vapidPublicKey = pushEnv.vapidPublicKey,
}: Props) {
  const push = usePush(client, vapidPublicKey);
  // Decided once this device's state is known, then kept for the visit: the section never jumps
  // from one place to the other under the owner's finger (turning them off in the settings
  // does not bring the offer back until the next visit).
  const [placement, setPlacement] = useState<Placement | null>(null);
  if (placement === null && push.state !== "checking")
    setPlacement(offersNotifications(push.state) && !wasDismissed() ? "top" : "settings");
  const [open, setOpen] = useState(false);
  const [putAway, setPutAway] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  // The offer's Not now is gone with the offer: the focus goes where the section went.
  useEffect(() => {
    if (putAway) settingsButton.current?.focus();
  }, [putAway]);

  if (!showSettings || placement === null) return null;
  const dismiss = () => {
    rememberDismissed();
    setPlacement("settings");
    setPutAway(true);
  };
  const offered = placement === "top";
  const panel = (
    <NotificationsPanel
      state={push.state}
      busy={push.busy}
      notice={push.notice}
      onEnable={push.enable}
      onTest={push.test}
      onDisable={push.disable}
      offered={offered}
      onDismiss={offered && push.state !== "on" ? dismiss : undefined}
    />
  );
  if (offered) return panel;
  return (
    <div className="grid gap-3">
      <button
        ref={settingsButton}
        type="button"
        aria-expanded={open}
        aria-controls="inbox-settings"
        onClick={() => setOpen((o) => !o)}
        className={`${buttonVariants({ variant: "outline", size: "sm" })} justify-self-end`}
      >
        <Settings aria-hidden="true" />
        {ownerConfig.notifications.settings}
      </button>
      <div id="inbox-settings" hidden={!open}>
        {panel}
      </div>
    </div>
  );
}
