import { Contact } from "@/features/landing/components/Contact";
import { Hero } from "@/features/landing/components/Hero";
import { HowToStart } from "@/features/landing/components/HowToStart";
import { LazyCallBar, LazyFaq, LazyTrustStrip } from "@/features/landing/components/LazySections";
import { Pricing } from "@/features/landing/components/Pricing";
import { SellingPoints } from "@/features/landing/components/SellingPoints";
import { Services } from "@/features/landing/components/Services";
import { Social } from "@/features/landing/components/Social";

/**
 * The landing page: its sections in the order of the product specification. Each section below
 * the hero hydrates as it nears the viewport (Section.tsx, HydrateWhenNear.tsx;
 * docs/decisions/0023-sections-hydrate-as-they-near-the-viewport.md).
 */
export function Landing() {
  return (
    <>
      <Hero />
      <LazyTrustStrip />
      <SellingPoints />
      <Pricing />
      <Services />
      <HowToStart />
      <LazyFaq />
      <Social />
      <Contact />
      <LazyCallBar />
    </>
  );
}
