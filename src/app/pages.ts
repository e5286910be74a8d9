/** The pages the build prerenders: scripts/prerender.js writes each `path` to its `file`. */
export type PageName = "landing" | "not-found";

export type PrerenderedPage = { path: string; file: string; page: PageName };

export const prerenderedPages: PrerenderedPage[] = [
  { path: "/", file: "index.html", page: "landing" },
  { path: "/404", file: "404.html", page: "not-found" },
];

/** Which page a path shows; main.tsx hydrates only markup prerendered for that page. */
export function pageFor(pathname: string): PageName {
  return pathname === "/" ? "landing" : "not-found";
}
