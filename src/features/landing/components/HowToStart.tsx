import { siteConfig } from "@/config/site";
import { Section } from "./Section";

export function HowToStart() {
  return (
    <Section title={siteConfig.sections.howToStart.title} className="bg-brand-light">
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {siteConfig.steps.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">
              {step.href ? (
                <a href={step.href} className="text-brand-dark underline">
                  {step.title}
                </a>
              ) : (
                step.title
              )}
            </h3>
            <p className="mt-2 text-muted">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
