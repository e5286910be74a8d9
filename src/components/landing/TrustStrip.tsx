import { trust } from "@/config/trust";

/** A compact band of the spec's facts right under the hero, before the selling points. */
export function TrustStrip() {
  return (
    <div className="on-dark bg-brand-dark text-white">
      <ul
        aria-label={trust.label}
        className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-8 gap-y-3 px-4 py-5 text-sm font-semibold sm:px-6 sm:text-base"
      >
        {trust.facts.map(({ text, icon: Icon }) => (
          <li key={text} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
