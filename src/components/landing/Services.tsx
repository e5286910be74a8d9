import { siteConfig } from "@/config/site";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FeatureCard } from "./FeatureCard";
import { SectionHeading } from "./SectionHeading";

export function Services() {
  const { categories, defaultCategory, services } = siteConfig;
  return (
    <section id="services" aria-labelledby="services-title" className="py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="services-title"
          title="Our services"
          lead="Garage cleanouts for homeowners, daily trash collection for apartments and homes."
        />
        <Tabs defaultValue={defaultCategory} className="mt-10">
          <TabsList aria-label="Services" className="bg-surface">
            {categories.map((category) => (
              <TabsTrigger key={category.id} value={category.id}>
                {category.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {categories.map((category) => (
            <TabsContent key={category.id} value={category.id}>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {services[category.id].map((card) => (
                  <FeatureCard key={card.title} {...card} />
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </section>
  );
}
