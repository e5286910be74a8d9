import { siteConfig } from "@/config/site";
import { SectionHeading } from "./SectionHeading";

export function HowToStart() {
  return (
    <section aria-labelledby="start-title" className="bg-brand-light py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="start-title" title="How to get started" />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {siteConfig.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
