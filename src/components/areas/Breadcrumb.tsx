import { areaCopy, type Area } from "@/config/areas";

/**
 * Home › City: there is no page listing the areas to link a middle "Areas" step to, and a
 * breadcrumb step needs a page (the BreadcrumbList in src/app/seo.ts says the same).
 */
export function Breadcrumb({ area }: { area: Area }) {
  return (
    <nav aria-label={areaCopy.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        <li className="flex items-center gap-1">
          <a href="/" className="inline-flex min-h-11 items-center underline">
            {areaCopy.home}
          </a>
          <span aria-hidden="true">›</span>
        </li>
        <li>
          <a
            aria-current="page"
            href={`/areas/${area.slug}`}
            className="inline-flex min-h-11 items-center"
          >
            {area.name}
          </a>
        </li>
      </ol>
    </nav>
  );
}
