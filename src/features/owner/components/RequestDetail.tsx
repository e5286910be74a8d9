import { useEffect, useRef } from "react";
import { ArrowLeft } from "lucide-react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { ownerConfig } from "@/features/owner/content";
import { buttonVariants } from "@/components/ui/Button";
import { ContactActions } from "./ContactActions";
import { LoadFailure } from "./LoadFailure";
import { NotesForm } from "./NotesForm";
import { RequestFacts } from "./RequestFacts";
import { RequestPhotos } from "./RequestPhotos";
import { RequestTiming } from "./RequestTiming";
import { StatusButtons } from "./StatusButtons";
import { useRequest } from "@/features/owner/hooks/use-request";
import { InboxLink } from "./InboxLink";

/** One request: who and what, one tap to reach them, its status and the owner's notes. */
export function RequestDetail({ client, id }: { client: SupabaseClient; id: string }) {
  const { state, retry, apply } = useRequest(client, id);
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
            className="break-words text-2xl font-bold text-ink focus:outline-none"
          >
            {state.request.name}
          </h2>
          <RequestTiming request={state.request} />
          <ContactActions request={state.request} />
          <StatusButtons client={client} request={state.request} onSaved={apply} />
          <RequestFacts request={state.request} />
          <RequestPhotos requestId={state.request.id} photoCount={state.request.photo_count} />
          <NotesForm client={client} request={state.request} onSaved={apply} />
        </>
      )}
    </article>
  );
}
