import { ownerConfig } from "@/features/owner/content";
import { span } from "@/features/owner/lib/time";

/** The median time to first contact over the last 30 days, below the inbox's list. */
export function SpeedToLead({ minutes }: { minutes: number | null }) {
  return (
    <p className="rounded-xl bg-brand-light p-4 text-ink">
      <span className="block text-sm text-muted">{ownerConfig.speed.label}</span>
      {minutes === null ? (
        <span className="font-semibold">{ownerConfig.speed.none}</span>
      ) : (
        <span className="text-2xl font-bold">{span(minutes)}</span>
      )}
    </p>
  );
}
