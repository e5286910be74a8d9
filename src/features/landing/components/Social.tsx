import { Camera } from "lucide-react";
import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/Button";
import { ExternalLinkNote } from "@/components/layout/ExternalLinkNote";
import { Section } from "./Section";

export function Social() {
  const { title, lead, cta } = siteConfig.sections.social;
  return (
    <Section title={title} lead={lead}>
      <div className="mt-8 text-center">
        <ButtonLink
          href={siteConfig.links.instagram}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
        >
          <Camera aria-hidden="true" />
          {cta}
          <ExternalLinkNote />
        </ButtonLink>
      </div>
    </Section>
  );
}
