import type { Client, ListFilter } from "@/features/owner/api/requests";
import { useState } from "react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { LoadFailure } from "./LoadFailure";
import { RequestItem } from "./RequestItem";
import { SearchBox, searchBoxId } from "./SearchBox";
import { SpeedToLead } from "./SpeedToLead";
import { StatusFilter } from "./StatusFilter";
import { useInbox } from "@/features/owner/hooks/use-inbox";
import { useNow } from "@/features/owner/hooks/use-now";
import { useThumbnails } from "@/features/owner/hooks/use-thumbnails";

const { list } = ownerConfig;

/**
 * Nothing listed. A customer calling back about a finished job is not among the open ones: a
 * search under Open that finds nothing says so, and offers the same search through every request.
 */
function Empty({ searchedOpen, onAll }: { searchedOpen: boolean; onAll: () => void }) {
  if (!searchedOpen) return <p className="text-muted">{list.empty}</p>;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-muted">{list.emptyOpenSearch}</p>
      <button type="button" onClick={onAll} className={buttonVariants({ variant: "outline" })}>
        {list.searchAll}
      </button>
    </div>
  );
}

/**
 * The requests, 50 at a time, searched, filtered and ordered by the database: by default the open
 * ones, what needs an answer first; a status or All newest first. Live arrivals are announced. The response time
 * stands below them.
 */
export function InboxList({ client, token }: { client: Client; token: string }) {
  const [filter, setFilter] = useState<ListFilter>("open");
  const [search, setSearch] = useState("");
  const inbox = useInbox(client, token, filter, search);
  const now = useNow();
  const thumbnails = useThumbnails(client, inbox.items);
  // The button goes with the empty list: the focus goes back to the search, its term kept.
  const searchAll = () => {
    setFilter("all");
    document.getElementById(searchBoxId)?.focus();
  };
  return (
    <div className="grid gap-6">
      <StatusFilter value={filter} counts={inbox.counts} onChange={setFilter} />
      <SearchBox onSearch={setSearch} />
      <p aria-live="polite" className="sr-only">
        {inbox.announcement && list.arrived(inbox.announcement)}
      </p>
      {inbox.failure && <LoadFailure failure={inbox.failure} onRetry={inbox.retry} />}
      {inbox.loading && !inbox.items.length ? (
        <p role="status">{ownerConfig.loading}</p>
      ) : (
        !inbox.items.length &&
        !inbox.failure && <Empty searchedOpen={filter === "open" && !!search} onAll={searchAll} />
      )}
      <ul className="grid gap-3">
        {inbox.items.map((request) => (
          <RequestItem
            key={request.id}
            request={request}
            now={now}
            arrivedLive={inbox.arrived.has(request.id)}
            thumbnail={thumbnails[request.id]}
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
      {/* Below the list: the newest requests come first on the owner's screen. */}
      <SpeedToLead minutes={inbox.median} />
    </div>
  );
}
