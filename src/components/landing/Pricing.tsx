import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/button";
import { CategoryTabs } from "./CategoryTabs";
import { PriceCard } from "./PriceCard";
import { Section } from "./Section";

export function Pricing() {
  const { pricing, customPricing } = siteConfig;
  return (
    <Section
      id="pricing"
      title="Simple, upfront pricing"
      lead="No hidden fees. Multi-year contracts are available at discounted rates."
      className="bg-surface"
    >
      <CategoryTabs label="Pricing by service" listClassName="bg-white">
        {(category) => <PriceCard {...pricing[category]} />}
      </CategoryTabs>
      <div className="mt-8 text-center">
        <ButtonLink href={customPricing.href} variant="outline">
          {customPricing.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
