import type { Feature } from "@/config/site";

export function FeatureCard({ title, description, icon: Icon }: Feature) {
  return (
    <li className="rounded-xl border border-line bg-white p-6 shadow-sm">
      <Icon aria-hidden="true" className="size-8 text-brand" />
      <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-muted">{description}</p>
    </li>
  );
}
