import { Mail, MessageSquare, Phone } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { callHref, emailHref, textHref } from "@/features/owner/lib/links";
import type { InboxRequest } from "@/features/owner/api/requests";
import { ActionLink } from "./ActionLink";

const { detail } = ownerConfig;

/** Call, Text (with a greeting) and E-mail, each where there is a number or address for it. */
export function ContactActions({ request }: { request: InboxRequest }) {
  const call = callHref(request);
  const text = textHref(request);
  const email = emailHref(request);
  return (
    <nav aria-label={detail.actions} className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
      {call && <ActionLink href={call} icon={Phone} label={detail.call} />}
      {text && <ActionLink href={text} icon={MessageSquare} label={detail.text} />}
      {email && <ActionLink href={email} icon={Mail} label={detail.email} variant="outline" />}
    </nav>
  );
}
