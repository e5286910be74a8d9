import { areaCopy, type Area } from "@/config/areas";
import { siteConfig } from "@/config/site";

const linkClass = "inline-flex min-h-11 items-center font-semibold text-brand-dark underline";

/** The services offered in a city, each with its price from siteConfig and a local note. */
export function AreaServices({ area }: { area: Area }) {
  return (
    <section aria-labelledby="area-services" className="mt-10">
      <h2 id="area-services" className="text-2xl font-bold text-ink">
        {areaCopy.servicesTitle}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {area.services.map(({ id, note }) => {
          const { name, price } = siteConfig.pricing[id];
          return (
            <li key={id} className="rounded-xl border border-line p-5">
              <h3 className="text-lg font-semibold text-ink">{name}</h3>
              <p className="mt-1 text-2xl font-bold text-brand-dark">
                {`${price.prefix ?? ""} ${price.display}`.trim()}
              </p>
              <p className="text-sm text-muted">{price.unit}</p>
              <p className="mt-3">{note}</p>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex flex-wrap gap-x-6">
        <a href={areaCopy.seeServices.href} className={linkClass}>
          {areaCopy.seeServices.label}
        </a>
        <a href={areaCopy.seePricing.href} className={linkClass}>
          {areaCopy.seePricing.label}
        </a>
      </p>
    </section>
  );
}
