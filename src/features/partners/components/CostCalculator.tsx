import { useLayoutEffect, useRef, useState } from "react";
import { TextInput } from "@/components/ui/TextInput";
import { partnersCopy } from "@/features/partners/content";
import { partnerLimits, readUnits } from "@/lib/partners";

const copy = partnersCopy.calculator;

/**
 * Units × the price per unit, each month and each year, answered as the number is typed: the
 * result is an <output> (a polite live region), so a screen reader hears each new total.
 */
export function CostCalculator() {
  const [text, setText] = useState(String(copy.initial));
  const field = useRef<HTMLInputElement>(null);
  // A number typed before the app ran is in the field, where React leaves it as it hydrates:
  // the total starts from it, before the browser paints.
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined) setText(typed);
  }, []);
  const units = readUnits(text);
  const result = units === null ? null : copy.result(units);
  return (
    <section aria-labelledby="cost-title" className="mt-12 rounded-2xl bg-brand-light p-6 sm:p-8">
      <h2 id="cost-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 sm:items-end">
        <TextInput
          ref={field}
          id="cost-units"
          label={copy.label}
          hint={copy.hint}
          type="number"
          inputMode="numeric"
          min={partnerLimits.units.min}
          max={partnerLimits.units.max}
          step={1}
          value={text}
          aria-invalid={units === null}
          onChange={(event) => setText(event.target.value)}
        />
        <output htmlFor="cost-units" aria-live="polite" className="grid gap-1 text-ink">
          {result ? (
            <>
              <span className="text-3xl font-extrabold tracking-tight">{result.monthly}</span>
              <span className="text-lg font-semibold">{result.yearly}</span>
              <span className="text-muted">{result.sum}</span>
            </>
          ) : (
            <span className="font-semibold text-danger">{copy.invalid}</span>
          )}
        </output>
      </div>
      <p className="mt-5 text-muted">{copy.contracts}</p>
    </section>
  );
}
