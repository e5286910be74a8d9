import { areaCopy, areas, type Area } from "@/config/areas";
import { areaPath } from "@/config/site";

/** Links to the seven other city pages. */
export function OtherAreas({ area }: { area: Area }) {
  return (
    <nav aria-labelledby="other-areas" className="mt-12 border-t border-line pt-8">
      <h2 id="other-areas" className="text-xl font-bold text-ink">
        {areaCopy.othersTitle}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 sm:grid-cols-4">
        {areas
          .filter((other) => other.slug !== area.slug)
          .map((other) => (
            <li key={other.slug}>
              <a
                href={areaPath(other.name)}
                className="inline-flex min-h-11 items-center text-brand-dark underline"
              >
                {other.name}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
