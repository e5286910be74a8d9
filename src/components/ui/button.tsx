import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

// Every action on this site navigates (tel:, mailto:, an anchor or a new tab), so the
// primitive is a link styled as a button rather than a <button>.
export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-center text-base font-semibold transition-colors motion-reduce:transition-none [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-white hover:bg-brand-dark",
        accent: "bg-accent text-ink hover:bg-accent-dark",
        outline: "border-2 border-brand bg-white text-brand-dark hover:bg-brand-light",
        ghost: "text-ink hover:bg-surface",
      },
      size: {
        sm: "whitespace-nowrap px-3 text-sm sm:text-base",
        md: "",
        lg: "min-h-12 px-6 text-lg",
        icon: "size-11 px-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonLinkProps = ComponentProps<"a"> & VariantProps<typeof buttonVariants>;

export function ButtonLink({ className, variant, size, children, ...props }: ButtonLinkProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
