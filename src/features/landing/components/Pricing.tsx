import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/Button";
import { CategoryTabs } from "./CategoryTabs";
import { PriceCard } from "./PriceCard";
import { Section } from "./Section";

export function Pricing() {
  const { pricing, customPricing } = siteConfig;
  const { title, lead, tabsLabel } = siteConfig.sections.pricing;
  return (
    <Section id="pricing" title={title} lead={lead} className="bg-surface">
      <CategoryTabs label={tabsLabel} listClassName="bg-white">
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
