import { AreasPage } from "@/features/areas/components/AreasPage";
import { areaCopy, areas, areasIndex, crumbs } from "@/config/areas";
import { areaPath, siteConfig } from "@/config/site";

/** /areas: every city we serve, each with its first facts and a link to its own page (shown by Area.tsx). */
export function Areas() {
  return (
    <AreasPage steps={crumbs()} title={areasIndex.title}>
      <p className="mt-3 text-lg text-muted">{areasIndex.lead(areas.length)}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {areas.map((area) => (
          <li key={area.slug} className="rounded-xl border border-line p-5">
            <h2 className="text-xl font-bold">
              <a
                href={areaPath(area.name)}
                className="inline-flex min-h-11 items-center text-brand-dark underline"
              >
                {area.name}
              </a>
            </h2>
            <p className="mt-1">{area.intro[0]}</p>
            <p className="mt-2 text-muted">
              {area.miles > 0 ? areaCopy.miles(area.miles) : area.drive}
            </p>
            <p className="mt-2 text-muted">
              {areaCopy.zipsTitle}: {area.zips.join(", ")}
            </p>
            <p className="mt-2 text-muted">
              {areasIndex.servicesLabel}{" "}
              {area.services.map(({ id }) => siteConfig.pricing[id].name).join(", ")}
            </p>
          </li>
        ))}
      </ul>
    </AreasPage>
  );
}
