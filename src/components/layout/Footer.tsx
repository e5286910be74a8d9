import { areaPath, partnerPaths, siteConfig } from "@/config/site";
import { cn } from "@/lib/utils";

const headingClass = "text-sm font-semibold uppercase tracking-wide text-brand-light";
const linkClass = "inline-flex min-h-11 items-center underline";

export function Footer() {
  const { name, description, categories, phone, email, areas, areasLabel, copyrightYear, footer } =
    siteConfig;
  return (
    <footer className="on-dark bg-brand-darker text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{name}</p>
          <p className="mt-3 text-sm">{description}</p>
        </div>
        <div>
          <h2 className={headingClass}>{footer.servicesHeading}</h2>
          <ul className="mt-3 space-y-1">
            {categories.map((category) => (
              <li key={category.id}>
                <a href="/#services" className={linkClass}>
                  {category.label}
                </a>
              </li>
            ))}
            <li>
              <a href={partnerPaths.about} className={linkClass}>
                {footer.partners}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{footer.contactHeading}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <a href={phone.href} className={linkClass}>
                {phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className={cn(linkClass, "break-all")}>
                {email}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{areasLabel}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm lg:grid-cols-1">
            {areas.map((area) => (
              <li key={area}>
                <a href={areaPath(area)} className={linkClass}>
                  {area}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-brand-dark px-4 py-6 text-center text-sm">
        © {copyrightYear} {name}. {footer.rights}
      </p>
    </footer>
  );
}
