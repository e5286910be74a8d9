import { siteConfig } from "@/config/site";
import { FeatureCard } from "./FeatureCard";
import { SectionHeading } from "./SectionHeading";

/** The top section under the hero: the four selling points. */
export function SellingPoints() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="why-title" title="Why property managers choose us" />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {siteConfig.sellingPoints.map((point) => (
          <FeatureCard key={point.title} {...point} />
        ))}
      </ul>
    </section>
  );
}
