import { Check, Phone } from "lucide-react";
import { ButtonLink } from "@/components/ui/Button";
import { siteConfig } from "@/config/site";
import { partnersCopy as copy } from "@/features/partners/content";
import { CostCalculator } from "./CostCalculator";

const h2Class = "text-2xl font-bold text-ink";

/** /partners: daily service for a property, its cost, how to start, and the way in. */
export function PartnersPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <p className="font-semibold text-brand-dark">{copy.eyebrow}</p>
      <h1 className="mt-2 text-balance text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {copy.title}
      </h1>
      <p className="mt-3 text-lg text-muted">{copy.lead}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <ButtonLink href={copy.start.href} size="lg">
          {copy.start.label}
        </ButtonLink>
        <p className="text-muted">
          {copy.signIn.lead}{" "}
          <a href={copy.signIn.href} className="inline-flex min-h-11 items-center underline">
            {copy.signIn.label}
          </a>
        </p>
      </div>

      <section aria-labelledby="means-title" className="mt-12">
        <h2 id="means-title" className={h2Class}>
          {copy.means.title}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {copy.means.points.map((point) => (
            <li key={point.title} className="flex gap-3 rounded-xl border border-line p-5">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand" />
              <div>
                <h3 className="text-lg font-semibold text-ink">{point.title}</h3>
                <p className="mt-1 text-muted">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CostCalculator />

      <section aria-labelledby="steps-title" className="mt-12">
        <h2 id="steps-title" className={h2Class}>
          {copy.steps.title}
        </h2>
        <ol className="mt-5 grid gap-4 sm:grid-cols-2">
          {copy.steps.list.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-line p-5">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={copy.start.href} size="lg">
            {copy.start.label}
          </ButtonLink>
          <ButtonLink href={siteConfig.phone.href} variant="outline" size="lg">
            <Phone aria-hidden="true" />
            {copy.questions.call}
          </ButtonLink>
        </div>
        <p className="mt-3 text-muted">{copy.questions.lead}</p>
      </section>
    </div>
  );
}
