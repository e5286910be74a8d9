import { siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PriceCard } from "./PriceCard";
import { SectionHeading } from "./SectionHeading";

export function Pricing() {
  const { categories, defaultCategory, pricing, customPricing } = siteConfig;
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="bg-surface py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="pricing-title"
          title="Simple, upfront pricing"
          lead="No hidden fees. Multi-year contracts are available at discounted rates."
        />
        <Tabs defaultValue={defaultCategory} className="mt-10">
          <TabsList aria-label="Pricing by service" className="bg-white">
            {categories.map((category) => (
              <TabsTrigger key={category.id} value={category.id}>
                {category.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {categories.map((category) => (
            <TabsContent key={category.id} value={category.id}>
              <PriceCard {...pricing[category.id]} />
            </TabsContent>
          ))}
        </Tabs>
        <div className="mt-8 text-center">
          <ButtonLink href={customPricing.href} variant="outline">
            {customPricing.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
