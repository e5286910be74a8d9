import type { ReactNode } from "react";
import { siteConfig, type CategoryId } from "@/config/site";
import { Tabs } from "@/components/ui/Tabs";

type CategoryTabsProps = {
  label: string;
  listClassName?: string;
  children: (category: CategoryId) => ReactNode;
};

/** The Garage Cleanouts / Trash Collection tabs that Pricing and Services both show. */
export function CategoryTabs({ label, listClassName, children }: CategoryTabsProps) {
  const { categories, defaultCategory } = siteConfig;
  return (
    <Tabs
      label={label}
      listClassName={listClassName}
      className="mt-10"
      defaultValue={defaultCategory}
      tabs={categories.map((category) => ({
        value: category.id,
        label: category.label,
        panel: children(category.id),
      }))}
    />
  );
}
