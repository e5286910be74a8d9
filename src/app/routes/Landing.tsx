import { Suspense } from "react";
import { Contact } from "@/features/landing/components/Contact";
import { Hero } from "@/features/landing/components/Hero";
import { HowToStart } from "@/features/landing/components/HowToStart";
import { LazyCallBar, LazyFaq, LazyTrustStrip } from "@/features/landing/components/LazySections";
import { Pricing } from "@/features/landing/components/Pricing";
import { SellingPoints } from "@/features/landing/components/SellingPoints";
import { Services } from "@/features/landing/components/Services";
import { Social } from "@/features/landing/components/Social";

/**
 * The landing page: its sections in the order of the product specification.
 *
 * React hydrates what a Suspense boundary holds in a pass after the rest, and a boundary inside
 * it in a pass after that, each ending in a commit of its own. In one pass the page's commit (its
 * tabs' and menus' effects, refs and listeners) held the bench's phone for 49-78 ms, over the
 * 50 ms that makes a task long; the nested boundaries below cut it into four commits
 * (docs/decisions/0021-the-landing-page-hydrates-and-lays-out-in-parts.md). They render nothing
 * of their own.
 */
export function Landing() {
  return (
    <>
      <Hero />
      <LazyTrustStrip />
      <Suspense>
        <SellingPoints />
        <Pricing />
        <Suspense>
          <Services />
          <HowToStart />
          <Suspense>
            <LazyFaq />
            <Social />
            <Contact />
          </Suspense>
        </Suspense>
      </Suspense>
      <LazyCallBar />
    </>
  );
}
