import { areaCopy, type Crumb } from "@/config/areas";

/** The page's place in the site (Home › Areas › City); the last step is the page itself. */
export function Breadcrumb({ steps }: { steps: Crumb[] }) {
  return (
    <nav aria-label={areaCopy.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {steps.map((step, i) =>
          i < steps.length - 1 ? (
            <li key={step.path} className="flex items-center gap-1">
              <a href={step.path} className="inline-flex min-h-11 items-center underline">
                {step.name}
              </a>
              <span aria-hidden="true">›</span>
            </li>
          ) : (
            <li key={step.path}>
              <a aria-current="page" href={step.path} className="inline-flex min-h-11 items-center">
                {step.name}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
