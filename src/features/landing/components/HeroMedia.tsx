import { useHydrated } from "@/features/landing/hooks/use-hydrated";
import { heroPhoto } from "@/features/landing/lib/hero-photo";
import { HeroArt } from "./HeroArt";
import { HeroPhoto } from "./HeroPhoto";

/**
 * The hero's right-hand side: the owner's photo when the build found one, else the
 * illustration, which phones and tablets leave out so that the call to action stays on top.
 * The illustration is decoration for wide screens only, so the HTML reserves its box and the
 * app draws it as it starts: its ~650 bytes are not in every phone's first response.
 */
export function HeroMedia() {
  const hydrated = useHydrated();
  if (heroPhoto) return <HeroPhoto photo={heroPhoto} />;
  return (
    <div className="hidden aspect-[4/3] w-full lg:block">
      {hydrated && <HeroArt className="h-auto w-full" />}
    </div>
  );
}
