import { buttonVariants } from "@/components/ui/Button";

// Shared by the real Radix triggers (menus.tsx) and their stand-ins (LazyMenus.tsx), which
// must look identical so that nothing moves when one replaces the other.
export const areasTriggerClass =
  "inline-flex min-h-11 items-center gap-1 rounded-lg px-3 font-medium text-ink hover:bg-surface data-[state=open]:bg-surface";

export const menuTriggerClass = buttonVariants({ variant: "ghost", size: "icon" });
