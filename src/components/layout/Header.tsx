import { ExternalLink, Recycle } from "lucide-react";
import { useAuth } from "@/auth/auth-context";
import { partnerPaths, siteConfig } from "@/config/site";
import { ButtonLink } from "@/components/ui/Button";
import { ExternalLinkNote } from "./ExternalLinkNote";
import { LazyAreasMenu, LazyMobileMenu } from "./LazyMenus";

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-surface";

export function Header() {
  // A signed-in partner's Manage Subscription opens their own billing portal, through their page
  // (it asks the billing-portal function); everyone else gets the configured portal link.
  const { session } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-6">
        <a
          href="/"
          className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-brand-dark"
        >
          <Recycle aria-hidden="true" className="size-8 shrink-0" />
          <span className="sr-only sm:not-sr-only">{siteConfig.shortName}</span>
        </a>
        <nav
          aria-label={siteConfig.header.navLabel}
          className="ml-auto hidden items-center lg:flex"
        >
          {siteConfig.nav.map((item) =>
            "href" in item ? (
              <a key={item.href} href={item.href} className={navLinkClass}>
                {item.label}
              </a>
            ) : (
              <LazyAreasMenu key={item.label} label={item.label} />
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <a
            href={partnerPaths.about}
            className="hidden min-h-11 items-center rounded-lg px-3 font-medium hover:bg-surface lg:flex"
          >
            {siteConfig.header.partners}
          </a>
          <ButtonLink
            variant="outline"
            href={session ? partnerPaths.billing : siteConfig.links.billingPortal}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            <span className="sm:hidden">{siteConfig.header.manage.short}</span>
            <span className="hidden sm:inline">{siteConfig.header.manage.full}</span>
            <ExternalLink aria-hidden="true" className="hidden sm:block" />
            <ExternalLinkNote />
          </ButtonLink>
          <ButtonLink href={siteConfig.phone.href} size="sm">
            {siteConfig.header.getStarted}
          </ButtonLink>
          <div className="lg:hidden">
            <LazyMobileMenu label={siteConfig.header.menu} />
          </div>
        </div>
      </div>
    </header>
  );
}
