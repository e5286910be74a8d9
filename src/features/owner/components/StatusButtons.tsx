import { useState } from "react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { ownerConfig, type RequestStatus } from "@/features/owner/content";
import { setStatus, type InboxRequest } from "@/features/owner/api/requests";
import { cn } from "@/lib/utils";
import { alertClass } from "@/components/ui/form-classes";

const choices: RequestStatus[] = ["contacted", "scheduled", "done", "lost"];

type Props = {
  client: SupabaseClient;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
};

/** Contacted, Scheduled, Done, Lost: one tap each, the current one pressed. */
export function StatusButtons({ client, request, onSaved }: Props) {
  const [failed, setFailed] = useState(false);
  const choose = async (status: RequestStatus) => {
    setFailed(false);
    const result = await setStatus(client, request.id, status);
    if (result.ok) onSaved(result.data);
    else setFailed(true);
  };
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
      <div role="alert">
        {failed && <p className={alertClass}>{ownerConfig.detail.statusFailed}</p>}
      </div>
    </div>
  );
}
