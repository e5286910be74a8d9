/** Which page a path shows; main.tsx uses it to decide whether prerendered HTML can be hydrated. */
export type PageName = "landing" | "not-found";

export function pageFor(pathname: string): PageName {
  return pathname === "/" ? "landing" : "not-found";
}
