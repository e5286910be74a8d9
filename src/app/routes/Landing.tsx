import { Contact } from "@/components/landing/Contact";
import { Hero } from "@/components/landing/Hero";
import { HowToStart } from "@/components/landing/HowToStart";
import { Pricing } from "@/components/landing/Pricing";
import { SellingPoints } from "@/components/landing/SellingPoints";
import { Services } from "@/components/landing/Services";
import { Social } from "@/components/landing/Social";

/** The landing page: its sections in the order of the product specification. */
export function Landing() {
  return (
    <>
      <Hero />
      <SellingPoints />
      <Pricing />
      <Services />
      <HowToStart />
      <Social />
      <Contact />
    </>
  );
}
