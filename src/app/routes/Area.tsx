import { useParams } from "react-router-dom";
import { AreaServices } from "@/features/areas/components/AreaServices";
import { AreasPage } from "@/features/areas/components/AreasPage";
import { OtherAreas } from "@/features/areas/components/OtherAreas";
import { ButtonLink } from "@/components/ui/Button";
import { areaBySlug, areaCopy, crumbs } from "@/config/areas";
import { requestHref, siteConfig } from "@/config/site";
import { Areas } from "./Areas";
import { NotFound } from "./NotFound";

const h2Class = "text-2xl font-bold text-ink";

/**
 * /areas/<slug>: one city's page, from src/config/areas.ts; an unknown city is the 404 page.
 * /areas, the list of every city, shares this route and its chunk.
 */
export default function Area() {
  const { slug } = useParams();
  if (slug === undefined) return <Areas />;
  const area = areaBySlug(slug);
  if (!area) return <NotFound />;
  return (
    <AreasPage steps={crumbs(area)} title={areaCopy.title(area.name)}>
      {area.intro.map((sentence) => (
        <p key={sentence} className="mt-3 text-lg text-muted">
          {sentence}
        </p>
      ))}
      <section aria-labelledby="area-looks" className="mt-10">
        <h2 id="area-looks" className={h2Class}>
          {areaCopy.looksTitle(area.name)}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {area.looks.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <AreaServices area={area} />
      <section aria-labelledby="area-zips" className="mt-10 grid gap-6 sm:grid-cols-2">
        <div>
          <h2 id="area-zips" className={h2Class}>
            {areaCopy.zipsTitle}
          </h2>
          <p className="mt-2 text-lg">{area.zips.join(", ")}</p>
        </div>
        <div>
          <h2 className={h2Class}>{areaCopy.driveTitle}</h2>
          {area.miles > 0 && <p className="mt-2 text-lg">{areaCopy.miles(area.miles)}</p>}
          <p className="mt-2">{area.drive}</p>
        </div>
      </section>
      <section aria-labelledby="area-cta" className="mt-10 rounded-xl bg-brand-light p-6">
        <h2 id="area-cta" className={h2Class}>
          {areaCopy.ctaTitle}
        </h2>
        <p className="mt-2">{areaCopy.ctaLead}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink href={siteConfig.phone.href} size="lg">
            {areaCopy.callNow}
          </ButtonLink>
          <ButtonLink href={requestHref("area")} variant="outline" size="lg">
            {areaCopy.requestOnline}
          </ButtonLink>
        </div>
      </section>
      <OtherAreas area={area} />
    </AreasPage>
  );
}
