import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
} from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "@/lib/utils";

type TabsProps = Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange"
> & { defaultValue: string };

/**
 * Radix Tabs, holding the selected tab itself. Every panel is in the HTML (TabsContent), an
 * unselected one hidden, so that
 * before the app runs the inline boot script's controls.ts switches tabs on the prerendered
 * markup at once (docs/decisions/0016-controls-answer-from-the-html.md). As the app hydrates it
 * renders the default tab, as the server did; right after, before the browser paints, it adopts
 * the tab the page shows, which the visitor may have chosen meanwhile. The attributes controls.ts
 * changes are not compared while hydrating (suppressHydrationWarning on the tabs and panels).
 * The state lives here, so a switch re-renders the tabs and the panels' wrappers; the panels'
 * children are the same elements and React skips them.
 */
export function Tabs({ defaultValue, ...props }: TabsProps) {
  const [value, setValue] = useState(defaultValue);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>("[aria-selected=true]");
    if (tab) {
      // Radix names a tab "<its root's id>-trigger-<value>".
      setValue(tab.id.split("-trigger-")[1]!);
      // Radix gives no tab a tab stop until one is focused (the list leads focus to the
      // selected one); controls.ts gave the selected tab one, which React does not know of.
      tab.tabIndex = -1;
    }
  }, []);
  return (
    <Selected value={value}>
      <TabsPrimitive.Root ref={ref} value={value} onValueChange={setValue} {...props} />
    </Selected>
  );
}

/** The selected tab's value, for TabsContent to hide the others (Radix's context is its own). */
const Selected = createContext<string | undefined>(undefined);

// The list has no background of its own: each section picks the one that contrasts with it.
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("mx-auto grid w-full max-w-md grid-cols-2 gap-1 rounded-xl p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger suppressHydrationWarning className={cn("tab", className)} {...props} />
  );
}

/** Always in the DOM (the HTML too), hidden unless its tab is selected. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      forceMount
      hidden={props.value !== useContext(Selected)}
      suppressHydrationWarning
      className={cn("mt-8 rounded-xl", className)}
      {...props}
    />
  );
}
