import { useEffect, useRef, type ReactNode } from "react";
import { ArrowLeft } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { ContactActions } from "./ContactActions";
import { LoadFailure } from "./LoadFailure";
import { NotesForm } from "./NotesForm";
import { QuoteForm } from "./QuoteForm";
import { QuoteLink } from "./QuoteLink";
import { ContactFacts, RequestFacts } from "./RequestFacts";
import { RequestPhotos } from "./RequestPhotos";
import { RequestProgress } from "./RequestProgress";
import { RequestTiming } from "./RequestTiming";
import { ReviewAsk } from "./ReviewAsk";
import { StatusButtons } from "./StatusButtons";
import type { Client } from "@/features/owner/api/requests";
import { useNow } from "@/features/owner/hooks/use-now";
import { useRequest } from "@/features/owner/hooks/use-request";
import { InboxLink } from "./InboxLink";

const { sections } = ownerConfig.detail;

/** One part of the request's page, under its own heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h3 id={id} className="text-xl font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * One request, in the order of the job: who and what (the facts, Directions, the customer's
 * note, the photos); then reaching them and its status (Call, Text, a review once done); then
 * the owner's own (the agreed day, the quote, the private notes).
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
          <div className="grid gap-2">
            <h2
              ref={heading}
              tabIndex={-1}
              dir="auto"
              className="break-words text-2xl font-bold text-ink focus:outline-none"
            >
              {state.request.name}
            </h2>
            <RequestTiming request={state.request} />
          </div>
          <Part id="request-asked" title={sections.request}>
            <RequestFacts request={state.request} />
            <RequestPhotos
              client={client}
              requestId={state.request.id}
              photoCount={state.request.photo_count}
            />
          </Part>
          <Part id="request-contact" title={sections.contact}>
            <ContactFacts request={state.request} />
            <ContactActions request={state.request} />
            <StatusButtons client={client} request={state.request} onSaved={apply} />
            {state.request.status === "done" && (
              <ReviewAsk client={client} request={state.request} onSaved={apply} />
            )}
          </Part>
          <Part id="request-job" title={sections.job}>
            <RequestProgress request={state.request} now={now} />
            <QuoteForm client={client} request={state.request} onSaved={apply} />
            <QuoteLink client={client} request={state.request} />
            <NotesForm client={client} request={state.request} onSaved={apply} />
          </Part>
        </>
      )}
    </article>
  );
}
