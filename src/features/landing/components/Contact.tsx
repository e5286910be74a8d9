import { CheckCircle2, Mail, MapPin, Phone } from "lucide-react";
import { requestHref, siteConfig } from "@/config/site";
import { cn } from "@/lib/utils";
import { Section } from "./Section";

const rowClass = "flex min-h-11 items-center gap-3 text-lg";

export function Contact() {
  const { phone, email, serviceArea, partnerReasons, request } = siteConfig;
  const { title, lead, serviceAreaLabel } = siteConfig.sections.contact;
  return (
    <Section id="contact" title={title} lead={lead} className="bg-surface">
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        <ul className="space-y-4 self-center">
          {partnerReasons.map((reason) => (
            <li key={reason.title} className="flex gap-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
              <p>
                <strong className="block text-ink">{reason.title}</strong>
                <span className="text-muted">{reason.description}</span>
              </p>
            </li>
          ))}
        </ul>
        <address className="rounded-2xl bg-white p-6 not-italic shadow-sm sm:p-8">
          <a href={phone.href} className={cn(rowClass, "font-semibold text-brand-dark underline")}>
            <Phone aria-hidden="true" className="size-6 shrink-0" />
            {phone.display}
          </a>
          <a
            href={`mailto:${email}`}
            className={cn(rowClass, "break-all text-brand-dark underline")}
          >
            <Mail aria-hidden="true" className="size-6 shrink-0" />
            {email}
          </a>
          <a href={requestHref("landing")} className={cn(rowClass, "text-brand-dark underline")}>
            {request.label}
          </a>
          <p className={rowClass}>
            <MapPin aria-hidden="true" className="size-6 shrink-0 text-brand" />
            {serviceAreaLabel} {serviceArea}
          </p>
        </address>
      </div>
    </Section>
  );
}
