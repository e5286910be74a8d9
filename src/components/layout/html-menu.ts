import { createContext, type ReactNode } from "react";

export type HtmlMenuProps = { id: string; labelledBy: string; kind: "areas" | "mobile" };

/**
 * The header menus' markup for the HTML (PrerenderedMenu.tsx), which the prerender provides
 * (src/app/entry-server.tsx) and the app's build does not carry: in the browser there is none,
 * and LazyMenus.tsx hydrates an empty element in its place.
 */
export const HtmlMenuContext = createContext<((props: HtmlMenuProps) => ReactNode) | null>(null);
