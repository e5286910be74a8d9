import { siteConfig } from "@/config/site";
import { CategoryTabs } from "./CategoryTabs";
import { FeatureCard } from "./FeatureCard";
import { Section } from "./Section";

export function Services() {
  const { title, lead, tabsLabel } = siteConfig.sections.services;
  return (
    <Section id="services" title={title} lead={lead}>
      <CategoryTabs label={tabsLabel} listClassName="bg-surface">
        {(category) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {siteConfig.services[category].map((card) => (
              <FeatureCard key={card.title} {...card} />
            ))}
          </ul>
        )}
      </CategoryTabs>
    </Section>
  );
}
