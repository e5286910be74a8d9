import { useState } from "react";
import { Mail, MessageSquare } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { ButtonLink } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { markReviewAsked } from "@/features/owner/api/lifecycle";
import type { Client, InboxRequest } from "@/features/owner/api/requests";
import { dayLabel } from "@/lib/days";
import { businessDay } from "@/lib/service-request";
import { reviewHref } from "@/features/owner/lib/links";

const copy = ownerConfig.review;

type Props = {
  client: Client;
  request: InboxRequest;
  onSaved: (changes: Partial<InboxRequest>) => void;
};

/**
 * Ask for a review: one tap opens the owner's own Messages (or Mail) with a short note and the
 * review link, the same for every customer; nothing is sent from here. The tap also records
 * when it was asked.
 */
export function ReviewAsk({ client, request, onSaved }: Props) {
  const [failed, setFailed] = useState(false);
  const link = reviewHref(request);
  const record = async () => {
    setFailed(false);
    const result = await markReviewAsked(client, request.id);
    if (result.ok) onSaved(result.data);
    else setFailed(true);
  };
  const asked = request.review_requested_at;
  const Icon = link?.channel === "mail" ? Mail : MessageSquare;
  return (
    <div className="grid gap-2">
      {asked && (
        <p className="font-medium text-ink">
          {copy.asked(dayLabel(businessDay(asked), businessDay(new Date())))}
        </p>
      )}
      {link && (
        <ButtonLink
          href={link.href}
          onClick={() => void record()}
          variant={asked ? "outline" : "primary"}
          className="justify-self-start"
        >
          <Icon aria-hidden="true" />
          {asked ? copy.askAgain : link.channel === "mail" ? copy.byMail : copy.ask}
        </ButtonLink>
      )}
      <div role="alert">{failed && <p className={alertClass}>{copy.failed}</p>}</div>
    </div>
  );
}
