import { PartnerApp } from "@/features/partner/components/PartnerApp";
import { partnerConfig } from "@/features/partner/content";
import { useHydrated } from "../use-hydrated";

/**
 * /partner, a property manager's own page: outside the public layout, like the owner's inbox,
 * and made for the phone. The prerendered shell carries the heading and a way home; the account
 * appears once the page runs, so hydration matches the shell exactly.
 */
export default function Partner() {
  const hydrated = useHydrated();
  return (
    <main id="main" className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <a
        href={partnerConfig.home.href}
        className="inline-flex min-h-11 items-center justify-self-start font-semibold text-brand-dark underline print:hidden"
      >
        {partnerConfig.home.label}
      </a>
      <h1 className="text-3xl font-bold tracking-tight text-ink print:hidden">
        {partnerConfig.page.title}
      </h1>
      <noscript>
        <p className="text-lg text-ink">{partnerConfig.noScript}</p>
      </noscript>
      {hydrated && <PartnerApp />}
    </main>
  );
}
