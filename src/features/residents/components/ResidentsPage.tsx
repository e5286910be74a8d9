import type { ReactNode } from "react";
import { CircleCheck, Clock } from "lucide-react";
import { buttonVariants } from "@/components/ui/Button";
import { clockTime } from "@/lib/clock-time";
import { pickupTime } from "@/lib/pickups";
import { residentsCopy as copy } from "@/features/residents/content";
import { useResidentPage } from "@/features/residents/hooks/use-resident-page";
import type { ResidentPage } from "@/features/residents/api/page";
import { nightLabel } from "@/features/residents/lib/night";
import { PhoneLink } from "./PhoneLink";
import { ReportForm } from "./ReportForm";

type Props = {
  code: string;
  /** The site's 404 page, shown for a code no property has. */
  notFound: ReactNode;
};

/**
 * /r/<code>: a property's night for its residents (the window, the rules, each building picked up
 * tonight or not yet, times only) and the report of a missed pickup. What the database gives the
 * page names no one: no unit, no phone, no photo.
 */
export function ResidentsPage({ code, notFound }: Props) {
  const { state, retry } = useResidentPage(code);
  if (state.kind === "failed" && state.failure === "not-found") return notFound;
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-12 sm:px-6">
      {state.kind === "loading" && (
        <p role="status" className="text-lg text-muted">
          {copy.loading}
        </p>
      )}
      {state.kind === "failed" && (
        <div role="alert" className="grid gap-4">
          <h1 className="text-2xl font-bold text-ink">{copy.failed.title}</h1>
          <p className="text-lg text-ink">
            {copy.failed.body} <PhoneLink />.
          </p>
          <button
            type="button"
            onClick={retry}
            className={`${buttonVariants({ variant: "outline" })} w-fit`}
          >
            {copy.failed.retry}
          </button>
        </div>
      )}
      {state.kind === "ready" && <Night page={state.data} code={code} />}
    </div>
  );
}

function Night({ page, code }: { page: ResidentPage; code: string }) {
  return (
    <>
      <section aria-labelledby="night-title" className="grid gap-3">
        <h1 id="night-title" className="break-words text-3xl font-bold tracking-tight text-ink">
          <bdi>{page.name}</bdi>
        </h1>
        <p className="text-lg font-semibold text-ink">{copy.nightOf(nightLabel(page.night))}</p>
        <p className="text-lg text-ink">
          {page.set_out_from && page.set_out_until
            ? copy.window(clockTime(page.set_out_from), clockTime(page.set_out_until))
            : copy.noWindow}
        </p>
      </section>
      {page.rules?.trim() && (
        <section aria-labelledby="rules-title" className="grid gap-2">
          <h2 id="rules-title" className="text-xl font-bold text-ink">
            {copy.rulesTitle}
          </h2>
          <p dir="auto" className="whitespace-pre-line break-words text-ink">
            {page.rules}
          </p>
        </section>
      )}
      <section aria-labelledby="buildings-title" className="grid gap-3">
        <h2 id="buildings-title" className="text-xl font-bold text-ink">
          {copy.buildingsTitle}
        </h2>
        {page.buildings.length === 0 ? (
          <p className="text-ink">{copy.noBuildings}</p>
        ) : (
          <ul className="grid gap-2">
            {page.buildings.map((building) => (
              <li
                key={building.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border-2 border-line bg-white p-4"
              >
                <span className="break-words text-lg font-semibold text-ink">
                  <bdi>{building.name}</bdi>
                </span>
                {building.picked_up_at ? (
                  <span className="flex items-center gap-2 font-semibold text-brand-dark">
                    <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
                    {copy.pickedUp(pickupTime(building.picked_up_at))}
                  </span>
                ) : (
                  <span className="flex items-center gap-2 text-muted">
                    <Clock aria-hidden="true" className="size-5 shrink-0" />
                    {copy.notYet}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {page.buildings.length > 0 && <ReportForm code={code} buildings={page.buildings} />}
    </>
  );
}
