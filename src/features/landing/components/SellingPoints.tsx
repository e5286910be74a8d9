import { siteConfig } from "@/config/site";
import { FeatureCard } from "./FeatureCard";
import { Section } from "./Section";

/** The top section under the hero: the four selling points. */
export function SellingPoints() {
  return (
    <Section title={siteConfig.sections.sellingPoints.title}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {siteConfig.sellingPoints.map((point) => (
          <FeatureCard key={point.title} {...point} />
        ))}
      </ul>
    </Section>
  );
}
