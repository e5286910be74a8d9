import { ArrowDown, Phone, Star } from "lucide-react";
import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/Button";
import { ExternalLinkNote } from "@/components/layout/ExternalLinkNote";
import { LazyHeroMedia } from "./LazySections";

export function Hero() {
  const { hero, phone, links, reviewStars } = siteConfig;
  return (
    <section aria-labelledby="hero-title" className="bg-brand-light">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2">
        <div>
          <p className="font-semibold uppercase tracking-wide text-brand-dark">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-ink sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted sm:text-xl">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={phone.href} variant="accent" size="lg">
              <Phone aria-hidden="true" />
              {hero.callNow} <span className="font-normal">{phone.display}</span>
            </ButtonLink>
            <ButtonLink href="#services" variant="outline" size="lg">
              {hero.learnMore}
              <ArrowDown aria-hidden="true" />
            </ButtonLink>
          </div>
          <a
            href={links.review}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex min-h-11 items-center gap-3 rounded-lg font-semibold text-brand-dark underline underline-offset-4"
          >
            <span className="flex" aria-hidden="true">
              {Array.from({ length: reviewStars }, (_, i) => (
                <Star key={i} className="size-5 fill-star text-star" />
              ))}
            </span>
            {hero.reviewPrompt}
            <ExternalLinkNote />
          </a>
        </div>
        <LazyHeroMedia />
      </div>
    </section>
  );
}
