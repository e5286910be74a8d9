import { Suspense, useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { HydrateWhenNear } from "./HydrateWhenNear";

type SectionProps = {
  /** The in-page anchor (#pricing, #services, #contact), where the section has one. */
  id?: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A landing-page section: a landmark named by its centred h2, then its content; laid out and
 * painted only as it nears the viewport (.render-when-near in src/styles/index.css), and
 * hydrated then too (HydrateWhenNear, in a Suspense boundary of its own that renders nothing).
 */
export function Section({ id, title, lead, className, children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={cn("render-when-near py-16", className)}>
      <Suspense>
        <HydrateWhenNear heading={titleId}>
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <h2
                id={titleId}
                className="text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl"
              >
                {title}
              </h2>
              {lead && <p className="mt-3 text-lg text-muted">{lead}</p>}
            </div>
            {children}
          </div>
        </HydrateWhenNear>
      </Suspense>
    </section>
  );
}
