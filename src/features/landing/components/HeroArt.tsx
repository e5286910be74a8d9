/**
 * The hero's illustration, drawn by hand in the theme's colours: a truck loaded for the haul
 * by an apartment building, and a cleared, washed garage with its shelf put in order. Purely
 * decorative, so assistive technology skips it; its width and height keep its box fixed.
 */

// The apartment windows, three columns by five floors; a few are lit.
const windows = [0, 1, 2, 3, 4].flatMap((floor) =>
  [0, 1, 2].map((column) => ({
    x: 62 + column * 46,
    y: 128 + floor * 40,
    lit: (floor + column) % 4 === 1,
  })),
);

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 560 420"
      width="560"
      height="420"
      className={className}
    >
      <circle cx="300" cy="190" r="190" className="fill-white" />
      <circle cx="478" cy="70" r="26" className="fill-accent" />
      <rect x="0" y="356" width="560" height="52" rx="8" className="fill-brand/20" />

      {/* Apartment building */}
      <rect x="44" y="104" width="168" height="256" rx="4" className="fill-brand-dark" />
      <rect x="36" y="94" width="184" height="14" rx="3" className="fill-brand-darker" />
      {windows.map(({ x, y, lit }) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width="30"
          height="24"
          rx="2"
          className={lit ? "fill-accent" : "fill-brand-light"}
        />
      ))}
      <rect x="54" y="322" width="34" height="38" rx="2" className="fill-brand-darker" />

      {/* House with the open, empty garage */}
      <path d="M300 208 L420 136 L540 208 Z" className="fill-brand-darker" />
      <rect
        x="314"
        y="204"
        width="212"
        height="156"
        className="fill-white stroke-line"
        strokeWidth="3"
      />
      <rect x="344" y="240" width="152" height="120" className="fill-surface" />
      <rect x="344" y="240" width="152" height="16" className="fill-line" />
      <rect x="360" y="280" width="56" height="5" rx="2" className="fill-muted" />
      <rect x="364" y="264" width="16" height="16" rx="2" className="fill-accent" />
      <rect x="384" y="268" width="14" height="12" rx="2" className="fill-brand" />
      <rect x="400" y="262" width="12" height="18" rx="2" className="fill-accent-dark" />
      <path
        d="M372 342 h36 M430 336 h40 M392 350 h28"
        className="stroke-white"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M466 296 l4 10 l10 4 l-10 4 l-4 10 l-4 -10 l-10 -4 l10 -4 Z"
        className="fill-accent"
      />

      {/* The truck, loaded, parked by the building */}
      <rect x="96" y="318" width="120" height="48" rx="4" className="fill-brand" />
      <rect x="106" y="296" width="28" height="22" rx="2" className="fill-accent" />
      <rect x="138" y="302" width="34" height="16" rx="2" className="fill-accent-dark" />
      <rect x="176" y="290" width="24" height="28" rx="2" className="fill-muted" />
      <path d="M220 366 V308 h34 l22 28 v30 Z" className="fill-brand-dark" />
      <path d="M228 316 h22 l14 20 h-36 Z" className="fill-brand-light" />
      <circle cx="130" cy="372" r="16" className="fill-ink" />
      <circle cx="130" cy="372" r="6" className="fill-line" />
      <circle cx="248" cy="372" r="16" className="fill-ink" />
      <circle cx="248" cy="372" r="6" className="fill-line" />
    </svg>
  );
}
