import { heroPhoto } from "@/features/landing/lib/hero-photo";
import { HeroArt } from "./HeroArt";
import { HeroPhoto } from "./HeroPhoto";

/**
 * The hero's right-hand side: the owner's photo when the build found one, else the
 * illustration, which phones and tablets leave out so that the call to action stays on top.
 */
export function HeroMedia() {
  if (heroPhoto) return <HeroPhoto photo={heroPhoto} />;
  return <HeroArt className="hidden h-auto w-full lg:block" />;
}
