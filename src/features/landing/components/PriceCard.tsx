import { Check, Phone } from "lucide-react";
import type { PricingPlan } from "@/config/site";
import { ButtonLink } from "@/components/ui/Button";

export function PriceCard({ name, price, includes, cta, request, more }: PricingPlan) {
  return (
    <div className="mx-auto max-w-md rounded-2xl border-2 border-brand bg-white p-6 shadow-md sm:p-8">
      <h3 className="text-xl font-bold text-ink">{name}</h3>
      <p className="mt-4 text-muted">
        {price.prefix && <span className="block text-sm font-medium">{price.prefix}</span>}
        <span className="text-5xl font-extrabold tracking-tight text-ink">{price.display}</span>
        <span className="mt-1 block">{price.unit}</span>
      </p>
      <ul className="mt-6 space-y-3">
        {includes.map((item) => (
          <li key={item} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-brand" />
            {item}
          </li>
        ))}
      </ul>
      <ButtonLink href={cta.href} size="lg" className="mt-8 w-full">
        <Phone aria-hidden="true" />
        {cta.label}
      </ButtonLink>
      <ButtonLink href={request.href} variant="ghost" className="mt-2 w-full underline">
        {request.label}
      </ButtonLink>
      {more && (
        <ButtonLink href={more.href} variant="ghost" className="mt-2 w-full underline">
          {more.label}
        </ButtonLink>
      )}
    </div>
  );
}
