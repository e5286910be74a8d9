import { Camera } from "lucide-react";
import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/button";
import { ExternalLinkNote } from "./ExternalLinkNote";
import { Section } from "./Section";

export function Social() {
  return (
    <Section
      title="Follow our work"
      lead="Before-and-after cleanouts and crew updates, posted on Instagram."
    >
      <div className="mt-8 text-center">
        <ButtonLink
          href={siteConfig.links.instagram}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
        >
          <Camera aria-hidden="true" />
          Follow us on Instagram
          <ExternalLinkNote />
        </ButtonLink>
      </div>
    </Section>
  );
}
