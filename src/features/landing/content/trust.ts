import { CalendarCheck, Handshake, MapPin, ShieldCheck, Zap, type LucideIcon } from "lucide-react";
import { requestHref, siteConfig } from "@/config/site";

/**
 * The trust strip under the hero and the phone call bar. Only facts SPEC.md states: no ratings,
 * review counts, years in business or badges. A module of its own, so that this copy travels in
 * the landing's lazily loaded chunk rather than in the entry script.
 */

export type TrustFact = { text: string; icon: LucideIcon };

export const trust = {
  label: "Why you can count on us",
  facts: [
    { text: "Fully insured", icon: ShieldCheck },
    { text: "Next-day garage service", icon: Zap },
    { text: "Daily pickup, weekends included", icon: CalendarCheck },
    { text: `Based in ${siteConfig.locality.city}`, icon: MapPin },
    { text: "Multi-year contracts at discounted rates", icon: Handshake },
  ] satisfies TrustFact[],
};

export const callBar = {
  label: "Call, text or request online",
  call: "Call",
  text: "Text",
  requestOnline: { label: siteConfig.request.short, href: requestHref("landing") },
};
