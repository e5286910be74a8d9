import type { Client } from "@/features/owner/api/requests";
import { useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { type RequestStatus } from "@/lib/service-request";
import { buttonVariants } from "@/components/ui/Button";
import { LoadFailure } from "./LoadFailure";
import { RequestItem } from "./RequestItem";
import { SearchBox } from "./SearchBox";
import { SpeedToLead } from "./SpeedToLead";
import { StatusFilter } from "./StatusFilter";
import { useInbox } from "@/features/owner/hooks/use-inbox";
import { useNow } from "@/features/owner/hooks/use-now";

const { list } = ownerConfig;

/** Newest first, 50 at a time, filtered by status and searched; live arrivals announced. */
export function InboxList({ client, token }: { client: Client; token: string }) {
  const [status, setStatus] = useState<RequestStatus | null>(null);
  const [search, setSearch] = useState("");
  const inbox = useInbox(client, token, status, search);
  const now = useNow();
  return (
    <div className="grid gap-6">
      <SpeedToLead minutes={inbox.median} />
      <StatusFilter value={status} counts={inbox.counts} onChange={setStatus} />
      <SearchBox onSearch={setSearch} />
      <p aria-live="polite" className="sr-only">
        {inbox.announcement && list.arrived(inbox.announcement)}
      </p>
      {inbox.failure && <LoadFailure failure={inbox.failure} onRetry={inbox.retry} />}
      {inbox.loading && !inbox.items.length ? (
        <p role="status">{ownerConfig.loading}</p>
      ) : (
        !inbox.items.length && !inbox.failure && <p className="text-muted">{list.empty}</p>
      )}
      <ul className="grid gap-3">
        {inbox.items.map((request) => (
          <RequestItem
            key={request.id}
            request={request}
            now={now}
            arrivedLive={inbox.arrived.has(request.id)}
          />
        ))}
      </ul>
      {inbox.hasMore && (
        <button
          type="button"
          onClick={inbox.showMore}
          className={buttonVariants({ variant: "outline" })}
        >
          {list.showMore}
        </button>
      )}
    </div>
  );
}
