import { useAfterHydration } from "@/features/landing/hooks/use-after-hydration";
import { heroPhoto } from "@/features/landing/lib/hero-photo";
import { HeroArt } from "./HeroArt";
import { HeroPhoto } from "./HeroPhoto";

// Tailwind's lg, from which the illustration shows.
const wide = "(min-width: 1024px)";

/**
 * The hero's right-hand side: the owner's photo when the build found one, else the
 * illustration, which phones and tablets leave out so that the call to action stays on top.
 * The illustration is decoration for wide screens only, so the HTML reserves its box and the
 * app draws it as it starts, on a wide screen only: its ~650 bytes are not in every phone's first
 * response, nor its drawing in a phone's work.
 */
export function HeroMedia() {
  const hydrated = useAfterHydration();
  if (heroPhoto) return <HeroPhoto photo={heroPhoto} />;
  return (
    <div className="hidden aspect-[4/3] w-full lg:block">
      {hydrated && window.matchMedia?.(wide).matches && <HeroArt className="h-auto w-full" />}
    </div>
  );
}
