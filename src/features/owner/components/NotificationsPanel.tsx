import { useState } from "react";
import { ownerConfig, type PushNotice } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { cn } from "@/lib/utils";
import type { PushBusy } from "@/features/owner/hooks/use-push";
import type { PushState } from "@/features/owner/lib/push-state";

const copy = ownerConfig.notifications;

type Props = {
  state: PushState;
  busy: PushBusy;
  notice: PushNotice | null;
  onEnable: () => void;
  onTest: () => void;
  onDisable: () => void;
  /** Offered at the top of the inbox: it stands out, and Not now puts it away. */
  offered?: boolean;
  onDismiss?: () => void;
};

/** The steps that add the inbox to the Home Screen, where an iPhone gets notifications. */
function HomeScreenSteps() {
  return (
    <>
      <p className="text-ink">{copy.states["iphone-not-installed"]}</p>
      {/* Numbered by hand: a list-style class would add a rule to the stylesheet every public
          page inlines; the list itself tells assistive technology the order. */}
      <ol className="grid gap-1 text-ink">
        {copy.homeScreen(ownerConfig.app.shortName).map((step, i) => (
          <li key={step} className="flex gap-2">
            <span aria-hidden="true" className="font-semibold">
              {i + 1}.
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The offer at the top of the inbox as one line, so that the newest requests still start on the
 * first screen of a phone: the button that turns them on (on an iPhone in Safari, the one that
 * shows the Home Screen steps under it) and Not now.
 */
function Offer({
  state,
  busy,
  onEnable,
  onDismiss,
}: Pick<Props, "busy" | "onEnable" | "onDismiss"> & { state: "off" | "iphone-not-installed" }) {
  const [steps, setSteps] = useState(false);
  return (
    <section
      aria-labelledby="notifications-title"
      className="grid gap-3 rounded-xl border-2 border-brand bg-brand-light p-1"
    >
      <h2 id="notifications-title" className="sr-only">
        {copy.heading}
      </h2>
      <div className="flex flex-wrap gap-1">
        {state === "off" ? (
          <button
            type="button"
            onClick={onEnable}
            aria-disabled={busy !== null}
            className={buttonVariants({ size: "sm" })}
          >
            {busy === "enable" ? copy.enabling : copy.enable}
          </button>
        ) : (
          <button
            type="button"
            aria-expanded={steps}
            aria-controls="notifications-steps"
            onClick={() => setSteps((shown) => !shown)}
            className={buttonVariants({ size: "sm" })}
          >
            {copy.showSteps}
          </button>
        )}
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            {copy.notNow}
          </button>
        )}
      </div>
      {state === "iphone-not-installed" && (
        <div id="notifications-steps" hidden={!steps} className="grid gap-3 px-2 pb-2">
          <HomeScreenSteps />
        </div>
      )}
    </section>
  );
}

/**
 * The notification settings as the owner sees them: one sentence for the state, the Home Screen
 * steps on an iPhone outside the app, and only the buttons that can work here. Offered, before
 * anything has happened, it is one line (Offer).
 */
export function NotificationsPanel({
  state,
  busy,
  notice,
  onEnable,
  onTest,
  onDisable,
  offered = false,
  onDismiss,
}: Props) {
  if (offered && !notice && (state === "off" || state === "iphone-not-installed"))
    return <Offer state={state} busy={busy} onEnable={onEnable} onDismiss={onDismiss} />;
  return (
    <section
      aria-labelledby="notifications-title"
      className={cn(
        "grid gap-3 rounded-xl border-2 p-4",
        offered ? "border-brand bg-brand-light" : "border-line",
      )}
    >
      <h2 id="notifications-title" className="text-xl font-bold text-ink">
        {copy.heading}
      </h2>
      {state === "iphone-not-installed" ? (
        <HomeScreenSteps />
      ) : (
        <p className="text-ink">{copy.states[state]}</p>
      )}
      {(state === "off" || onDismiss) && (
        <div className="flex flex-wrap gap-3">
          {state === "off" && (
            <button
              type="button"
              onClick={onEnable}
              aria-disabled={busy !== null}
              className={buttonVariants()}
            >
              {busy === "enable" ? copy.enabling : copy.enable}
            </button>
          )}
          {onDismiss && (
            <button
              type="button"
              onClick={onDismiss}
              className={buttonVariants({ variant: "outline" })}
            >
              {copy.notNow}
            </button>
          )}
        </div>
      )}
      {state === "on" && (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onTest}
            aria-disabled={busy !== null}
            className={buttonVariants()}
          >
            {busy === "test" ? copy.testing : copy.test}
          </button>
          <button
            type="button"
            onClick={onDisable}
            aria-disabled={busy !== null}
            className={buttonVariants({ variant: "outline" })}
          >
            {busy === "disable" ? copy.disabling : copy.disable}
          </button>
        </div>
      )}
      {/* Polite and without a role: each notice answers the owner's own tap, and the inbox's
          alerts (a list that failed to load) stay the page's only role=alert. */}
      <div aria-live="polite">
        {notice === "sent" && <p className="font-medium text-brand-dark">{copy.notices.sent}</p>}
        {notice && notice !== "sent" && <p className={alertClass}>{copy.notices[notice]}</p>}
      </div>
    </section>
  );
}
