import { buttonVariants } from "@/components/ui/Button";

// Shared by the real Radix triggers (Menus.tsx) and their stand-ins (LazyMenus.tsx), which
// must look identical so that nothing moves when one replaces the other. Both say that their
// menu is open with aria-expanded.
export const areasTriggerClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-ink hover:bg-surface aria-expanded:bg-surface";

export const menuTriggerClass = buttonVariants({ variant: "ghost", size: "icon" });
