import type { LucideIcon } from "lucide-react";
import { ownerConfig } from "@/features/owner/content";
import { ButtonLink, type ButtonLinkProps } from "@/components/ui/Button";

type Props = Pick<ButtonLinkProps, "variant" | "size" | "className"> & {
  href: string;
  icon: LucideIcon;
  /** The visible word: "Call". */
  label: string;
  /**
   * Whom it reaches, for screen readers and voice control only: "Call" is named "Call Ann Lee",
   * a name that begins with the visible word (WCAG 2.5.3, axe's label-content-name-mismatch),
   * so that one of many rows' Call links is told apart from the others.
   */
  who?: string;
  /** Opens in a new tab (maps), and says so. */
  newTab?: boolean;
};

/** One tap to reach a customer or their address: a link styled as a button, with its icon. */
export function ActionLink({ href, icon: Icon, label, who, newTab, ...style }: Props) {
  return (
    <ButtonLink
      href={href}
      aria-label={who ? `${label} ${who}` : undefined}
      {...(newTab && { target: "_blank", rel: "noopener noreferrer" })}
      {...style}
    >
      <Icon aria-hidden="true" />
      {label}
      {newTab && <span className="sr-only"> {ownerConfig.detail.newTab}</span>}
    </ButtonLink>
  );
}
