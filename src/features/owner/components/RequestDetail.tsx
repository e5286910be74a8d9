import { useEffect, useRef } from "react";
import { ArrowLeft } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { ContactActions } from "./ContactActions";
import { LoadFailure } from "./LoadFailure";
import { NotesForm } from "./NotesForm";
import { QuoteForm } from "./QuoteForm";
import { RequestFacts } from "./RequestFacts";
import { RequestPhotos } from "./RequestPhotos";
import { RequestProgress } from "./RequestProgress";
import { RequestTiming } from "./RequestTiming";
import { ReviewAsk } from "./ReviewAsk";
import { StatusButtons } from "./StatusButtons";
import type { Client } from "@/features/owner/api/requests";
import { useNow } from "@/features/owner/hooks/use-now";
import { useRequest } from "@/features/owner/hooks/use-request";
import { InboxLink } from "./InboxLink";

/**
 * One request: who and what, its progress (day, quote, review, where it came from), one tap to
 * reach them, its status, the quote, a review to ask for once done, and the owner's notes.
 */
export function RequestDetail({ client, id }: { client: Client; id: string }) {
  const { state, retry, apply } = useRequest(client, id);
  const now = useNow();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.kind === "ready";
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);
  return (
    <article className="grid gap-6">
      <InboxLink
        href="/owner"
        className={`${buttonVariants({ variant: "ghost" })} justify-self-start`}
      >
        <ArrowLeft aria-hidden="true" />
        {ownerConfig.detail.back}
      </InboxLink>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "missing" && <p className="text-ink">{ownerConfig.detail.notFound}</p>}
      {state.kind === "ready" && (
        <>
          <h2
            ref={heading}
            tabIndex={-1}
            dir="auto"
            className="break-words text-2xl font-bold text-ink focus:outline-none"
          >
            {state.request.name}
          </h2>
          <RequestTiming request={state.request} />
          <RequestProgress request={state.request} now={now} />
          <ContactActions request={state.request} />
          <StatusButtons client={client} request={state.request} onSaved={apply} />
          {state.request.status === "done" && (
            <ReviewAsk client={client} request={state.request} onSaved={apply} />
          )}
          <QuoteForm client={client} request={state.request} onSaved={apply} />
          <RequestFacts request={state.request} />
          <RequestPhotos requestId={state.request.id} photoCount={state.request.photo_count} />
          <NotesForm client={client} request={state.request} onSaved={apply} />
        </>
      )}
    </article>
  );
}
