import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";

type Tab = { value: string; label: string; panel: ReactNode };

type TabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: Tab[];
  defaultValue: string;
  /** The list has no background of its own: each section picks the one that contrasts with it. */
  listClassName?: string;
  className?: string;
};

/**
 * The WAI-ARIA tabs pattern as markup only, every panel in the HTML and all but the selected one
 * hidden. What a tap or a key does (select, arrows, Home, End) is done on this markup by
 * controls.ts, which the inline boot script runs before the app loads and which stays in charge
 * after it has hydrated (docs/decisions/0016-controls-answer-from-the-html.md). React renders the
 * first state and never changes it, so the attributes the script changes are not React's to
 * compare (suppressHydrationWarning) or to write.
 */
export function Tabs({ label, tabs, defaultValue, listClassName, className }: TabsProps) {
  const id = useId();
  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          "mx-auto grid w-full max-w-md grid-cols-2 gap-1 rounded-xl p-1",
          listClassName,
        )}
      >
        {tabs.map(({ value, label: tabLabel }) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`${id}tab-${value}`}
            aria-controls={`${id}panel-${value}`}
            aria-selected={value === defaultValue}
            tabIndex={value === defaultValue ? 0 : -1}
            suppressHydrationWarning
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-muted transition-colors hover:text-ink aria-selected:bg-white aria-selected:text-brand-dark aria-selected:shadow motion-reduce:transition-none sm:text-base"
          >
            {tabLabel}
          </button>
        ))}
      </div>
      {tabs.map(({ value, panel }) => (
        <div
          key={value}
          role="tabpanel"
          id={`${id}panel-${value}`}
          aria-labelledby={`${id}tab-${value}`}
          // The WAI-ARIA tabs pattern: a panel is the next tab stop after its tab list.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          hidden={value !== defaultValue}
          suppressHydrationWarning
          className="mt-8 rounded-xl"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
