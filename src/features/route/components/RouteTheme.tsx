import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { routeCopy } from "@/features/route/content";
import { themeChoices, useTheme } from "@/features/route/hooks/use-theme";

// The night theme turns the site's light tokens around for everything under the route's root:
// its own list and forms, and the sign-in screen and form classes it shares with the inbox. A
// descendant rule outranks the element's own token class; the yellow banner and button keep
// their dark text. These classes sit in the route's files only, so no public page's stylesheet
// carries them (scripts/prerender.js). on-dark gives focus its yellow ring (src/styles/index.css).
const night = [
  "on-dark bg-ink text-surface [color-scheme:dark]",
  "[&_.text-ink]:text-surface [&_.text-ink.bg-accent]:text-ink [&_.text-muted]:text-line",
  "[&_.bg-white]:bg-ink [&_.bg-white.border-brand:hover]:bg-brand-darker [&_.border-ink]:border-line",
  "[&_.bg-brand-light]:bg-brand-darker [&_.text-brand-dark]:text-brand-light",
  "[&_.text-danger]:text-danger-light [&_.border-danger]:border-danger-light",
  "[&_.outline-focus]:outline-accent [&_.border-muted]:border-line",
  // A ghost button (light text here) would hover onto the light surface: it hovers dark green.
  "[&_.button.text-ink:not(.bg-accent):hover]:bg-brand-darker",
].join(" ");

// Until the page runs (its prerendered shell, a cached copy opening with no signal), the phone's
// own setting decides through CSS alone: a dark phone shows no white flash before the app.
const beforeRun =
  "dark:bg-ink dark:text-surface dark:[color-scheme:dark] dark:[&_.text-ink]:text-surface";

/** The route's root: light, or the night theme the crew chose or the phone asks for. */
export function RouteTheme({ children }: { children: ReactNode }) {
  const { dark } = useTheme();
  return (
    <div className={cn("min-h-dvh", dark === null ? beforeRun : dark && night)}>{children}</div>
  );
}

/** Match the phone, Dark or Light, kept on this device. */
export function ThemeSwitch() {
  const { choice, choose } = useTheme();
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{routeCopy.theme.legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {themeChoices.map((value) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 border-line px-3 text-ink has-[:checked]:border-brand"
          >
            <input
              type="radio"
              name="route-theme"
              value={value}
              checked={choice === value}
              onChange={() => choose(value)}
              className="size-5"
            />
            {routeCopy.theme.choices[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
