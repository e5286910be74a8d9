import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

// cn() does not resolve Tailwind conflicts, so the variants below never set the same property
// twice and callers add only classes the variants leave alone (margins, width).
// Every action on this site navigates (tel:, mailto:, an anchor or a new tab), so the
// primitive is a link styled as a button rather than a <button>.
// The base is one class, .button (src/styles/index.css): each page's HTML and the app's entry
// carry it ~15 times, not nine utilities each time.
export const buttonVariants = cva("button", {
  variants: {
    variant: {
      primary: "bg-brand text-white hover:bg-brand-dark",
      accent: "bg-accent text-ink hover:bg-accent-dark",
      outline: "border-2 border-brand bg-white text-brand-dark hover:bg-brand-light",
      ghost: "text-ink hover:bg-surface",
    },
    // Height, padding and text size live only here, so a size never fights the base.
    size: {
      md: "min-h-11 px-5 text-base",
      sm: "min-h-11 whitespace-nowrap px-3 text-sm sm:text-base",
      lg: "min-h-12 px-6 text-lg",
      icon: "size-11 text-base",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonLinkProps = ComponentProps<"a"> & VariantProps<typeof buttonVariants>;

export function ButtonLink({ className, variant, size, children, ...props }: ButtonLinkProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
