import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
} from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cn } from "@/lib/utils";

type TabsProps = Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange"
> & { defaultValue: string };

/** A tab's value: Radix names a tab "<its root's id>-trigger-<value>". */
const valueOf = (tab: Element) => tab.id.split("-trigger-")[1]!;

/**
 * Radix Tabs, holding the selected tab itself. Every panel is in the HTML (TabsContent), an
 * unselected one hidden, so that the inline boot script's controls.ts switches tabs on the
 * markup at once (docs/decisions/0016-controls-answer-from-the-html.md). Before the app runs it
 * answers taps and keys; after, it goes on answering a tap's click, and React follows in a
 * transition, after the browser has painted the switch: on the bench's phone a tap answered by
 * React alone waited 1.6x as long as on a page with a plain script, most of it for the render on
 * the press (docs/decisions/0020-a-tapped-tab-answers-before-react.md); a pointer's press no
 * longer reaches Radix, and the tab takes focus once the switch is painted (TabsTrigger,
 * docs/decisions/0022-a-tab-takes-focus-after-its-switch-is-painted.md). The keys are Radix's.
 * As the app hydrates it renders the default tab, as the server did; right after, before the
 * browser paints, it adopts the tab the page shows, which the visitor may have chosen meanwhile.
 * The attributes controls.ts changes are not compared while hydrating (suppressHydrationWarning
 * on the tabs and panels), and React writes them again only where its own state changes them,
 * to what the page already shows. The state lives here, so a switch re-renders the tabs and the
 * panels' wrappers; the panels' children are the same elements and React skips them.
 */
export function Tabs({ defaultValue, ...props }: TabsProps) {
  const [value, setValue] = useState(defaultValue);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>("[aria-selected=true]");
    if (tab) {
      setValue(valueOf(tab));
      // Radix gives no tab a tab stop until one is focused (the list leads focus to the
      // selected one); controls.ts gave the selected tab one, which React does not know of.
      tab.tabIndex = -1;
    }
  }, []);
  const follow = (next: string) => startTransition(() => setValue(next));
  return (
    <Selected value={value}>
      <TabsPrimitive.Root
        ref={ref}
        value={value}
        onValueChange={follow}
        // A tab's click (a pointer's: its press is kept from Radix, see TabsTrigger; a screen
        // reader's, element.click()) is answered by controls.ts only, and followed here so that
        // React's state stays the page's.
        onClick={(event) => {
          const tab = (event.target as Element).closest("[role=tab]");
          if (tab) follow(valueOf(tab));
        }}
        {...props}
      />
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

/**
 * A tab's press. Radix focuses the tab there and stores it as the group's tab stop, an update
 * React renders synchronously inside the tap, before the browser may paint the switch that
 * controls.ts makes on the click: on the bench's phone that render and the focus's style were
 * most of what a hydrated tab took over the plain page's. The press is kept from Radix and from
 * the browser's own focusing, and the tab takes focus once the switch is painted (Radix then
 * stores its tab stop); the click selects it, as before the app runs. Any other press stays
 * Radix's, which refuses it.
 */
function focusOncePainted(event: MouseEvent<HTMLButtonElement>) {
  if (event.button !== 0 || event.ctrlKey) return;
  event.preventDefault();
  const tab = event.currentTarget;
  requestAnimationFrame(() => setTimeout(() => tab.focus({ preventScroll: true })));
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      suppressHydrationWarning
      className={cn("tab", className)}
      onMouseDown={focusOncePainted}
      {...props}
    />
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
