import type { ReactNode } from "react";
import { siteConfig, type CategoryId } from "@/config/site";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/Tabs";

type CategoryTabsProps = {
  label: string;
  listClassName?: string;
  children: (category: CategoryId) => ReactNode;
};

/** The Garage Cleanouts / Trash Collection tabs that Pricing and Services both show. */
export function CategoryTabs({ label, listClassName, children }: CategoryTabsProps) {
  const { categories, defaultCategory } = siteConfig;
  return (
    <Tabs defaultValue={defaultCategory} className="mt-10">
      <TabsList aria-label={label} className={listClassName}>
        {categories.map((category) => (
          <TabsTrigger key={category.id} value={category.id}>
            {category.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {categories.map((category) => (
        <TabsContent key={category.id} value={category.id}>
          {children(category.id)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
