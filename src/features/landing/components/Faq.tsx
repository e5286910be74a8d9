import { ChevronDown } from "lucide-react";
import { faq } from "@/features/landing/content/faq";
import { Section } from "./Section";

/**
 * Questions and answers as native <details>: they open with Enter or Space, work before the
 * page's script has run, and need no client code at all.
 */
export function Faq() {
  return (
    <Section title={faq.title}>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-line rounded-xl border border-line bg-white">
        {faq.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-lg font-semibold text-ink hover:bg-surface [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-5 pb-5 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
