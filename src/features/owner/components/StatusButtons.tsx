import { useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { type RequestStatus } from "@/lib/service-request";
import { buttonVariants } from "@/components/ui/Button";
import { setStatus, type Client, type InboxRequest } from "@/features/owner/api/requests";
import { cn } from "@/lib/utils";
import { alertClass } from "@/components/ui/form-classes";
import { LostForm } from "./LostForm";
import { ScheduleForm } from "./ScheduleForm";

const choices: RequestStatus[] = ["contacted", "scheduled", "done", "lost"];
/** The statuses that ask something first: the agreed day, the reason. */
type Asking = "scheduled" | "lost" | null;

type Props = {
  client: Client;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
};

/**
 * Contacted, Scheduled, Done, Lost: one tap each, the current one pressed. Scheduled asks for the
 * agreed day and Lost for a reason before saving; a scheduled request without a day asks at once.
 */
export function StatusButtons({ client, request, onSaved }: Props) {
  const [failed, setFailed] = useState(false);
  // A request scheduled before days were recorded has none: ask for it at once.
  const [asking, setAsking] = useState<Asking>(
    request.status === "scheduled" && !request.scheduled_for ? "scheduled" : null,
  );
  // A form opened by a tap takes the focus; one open from the start leaves it on the heading.
  const [tapped, setTapped] = useState(false);
  const ask = (status: Asking) => {
    setTapped(true);
    setAsking(status);
  };
  const choose = async (status: RequestStatus) => {
    setFailed(false);
    if (status === "scheduled" || status === "lost") return ask(status);
    setAsking(null);
    const result = await setStatus(client, request.id, status);
    if (result.ok) onSaved(result.data);
    else setFailed(true);
  };
  const saved = (changes: Partial<InboxRequest>) => {
    setAsking(null);
    onSaved(changes);
  };
  const form = {
    client,
    request,
    focus: tapped,
    onSaved: saved,
    onCancel: () => setAsking(null),
  };
  const change =
    request.status === "scheduled"
      ? ownerConfig.schedule.change
      : request.status === "lost" && ownerConfig.lost.change;
  return (
    <div className="grid gap-3">
      <div
        role="group"
        aria-label={ownerConfig.detail.statusLegend}
        className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap"
      >
        {choices.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={request.status === status}
            onClick={() => void choose(status)}
            className={cn(
              "min-h-11 rounded-lg border-2 px-4 font-semibold",
              request.status === status
                ? "border-brand-dark bg-brand-dark text-white"
                : "border-brand bg-white text-brand-dark hover:bg-brand-light",
            )}
          >
            {ownerConfig.statuses[status].action}
          </button>
        ))}
      </div>
      {change && !asking && (
        <button
          type="button"
          onClick={() => ask(request.status === "scheduled" ? "scheduled" : "lost")}
          className={`${buttonVariants({ variant: "outline" })} justify-self-start`}
        >
          {change}
        </button>
      )}
      {asking === "scheduled" && <ScheduleForm {...form} />}
      {asking === "lost" && <LostForm {...form} />}
      <div role="alert">
        {failed && <p className={alertClass}>{ownerConfig.detail.statusFailed}</p>}
      </div>
    </div>
  );
}
