import type { HeroPhoto as Photo } from "@/features/landing/lib/hero-photo";

/**
 * The owner's photo in the hero: the browser picks AVIF, WebP or JPEG at the width it needs.
 * The head preloads the AVIF set (src/app/seo.ts); width and height reserve its box.
 */
export function HeroPhoto({ photo }: { photo: Photo }) {
  const jpeg = photo.sources[photo.sources.length - 1];
  return (
    <picture>
      {photo.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={photo.sizes} />
      ))}
      <img
        src={photo.src}
        srcSet={jpeg?.srcSet}
        sizes={photo.sizes}
        width={photo.width}
        height={photo.height}
        alt=""
        fetchPriority="high"
        className="h-auto w-full rounded-2xl object-cover shadow-lg"
      />
    </picture>
  );
}
