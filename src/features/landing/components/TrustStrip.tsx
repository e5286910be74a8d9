import { trust } from "@/features/landing/content/trust";

/** A compact band of the spec's facts right under the hero, before the selling points. */
export function TrustStrip() {
  return (
    <div className="on-dark bg-brand-dark text-white">
      <ul
        aria-label={trust.label}
        className="mx-auto grid max-w-6xl gap-x-4 gap-y-3 px-4 py-5 text-sm font-semibold sm:grid-cols-2 sm:px-6 md:grid-cols-3 lg:grid-cols-5 lg:gap-x-6"
      >
        {trust.facts.map(({ text, icon: Icon }) => (
          <li key={text} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
