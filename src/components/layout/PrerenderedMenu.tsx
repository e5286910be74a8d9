import { useLocation } from "react-router-dom";
import { MenuItem, MenuLabel, MenuMarkup, MenuSeparator } from "@/components/ui/Menu";
import type { HtmlMenuProps } from "./html-menu";
import { areasMenuEntries, mobileMenuEntries } from "./menu-entries";

/** A header menu as markup in the HTML, for the inline boot script's controls.ts to open. */
export function PrerenderedMenu({ id, labelledBy, kind }: HtmlMenuProps) {
  const { pathname } = useLocation();
  const entries = kind === "areas" ? areasMenuEntries() : mobileMenuEntries(pathname);
  return (
    <MenuMarkup
      id={id}
      labelledBy={labelledBy}
      align={kind === "areas" ? "start" : "end"}
      className={kind === "areas" ? undefined : "w-64"}
    >
      {entries.map((entry, index) =>
        entry === "separator" ? (
          <MenuSeparator key={index} />
        ) : "heading" in entry ? (
          <MenuLabel key={index}>{entry.heading}</MenuLabel>
        ) : (
          <MenuItem key={index} href={entry.href}>
            {entry.label}
          </MenuItem>
        ),
      )}
    </MenuMarkup>
  );
}
