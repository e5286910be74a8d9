// The landing's parts whose code loads after the entry script (see LazySections.tsx): one chunk.
export { CallBar } from "./CallBar";
export { Faq } from "./Faq";
export { HeroMedia } from "./HeroMedia";
export { TrustStrip } from "./TrustStrip";
