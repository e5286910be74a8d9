import { Camera } from "lucide-react";
import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/button";
import { ExternalLinkNote } from "./ExternalLinkNote";
import { SectionHeading } from "./SectionHeading";

export function Social() {
  return (
    <section aria-labelledby="social-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4 text-center sm:px-6">
        <SectionHeading
          id="social-title"
          title="Follow our work"
          lead="Before-and-after cleanouts and crew updates, posted on Instagram."
        />
        <ButtonLink
          href={siteConfig.links.instagram}
          target="_blank"
          rel="noopener noreferrer"
          size="lg"
          className="mt-8"
        >
          <Camera aria-hidden="true" />
          Follow us on Instagram
          <ExternalLinkNote />
        </ButtonLink>
      </div>
    </section>
  );
}
