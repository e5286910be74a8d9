import { useCallback, useState } from "react";
import { buttonVariants } from "@/components/ui/Button";
import { listHeldReports, releaseHeldReports, type HeldReport } from "@/features/owner/api/held";
import type { Client } from "@/features/owner/api/requests";
import { ownerConfig } from "@/features/owner/content";
import { exactTime } from "@/features/owner/lib/time";
import { parseUsPhone } from "@/lib/phone";
import { usePages } from "@/features/owner/hooks/use-pages";
import { ShowMore } from "./ShowMore";

const copy = ownerConfig.missed;

/**
 * Reports the intake held (failed or unavailable check, over a limit), newest first, a page at a
 * time, each with a Release that lets it into the list above (and tells the owner of it in the
 * reports' summary). Nothing shows while there are none, or when they could not be read.
 */
export function HeldReports({ client, onReleased }: { client: Client; onReleased: () => void }) {
  const { state, refresh, more } = usePages(
    useCallback((after?: string) => listHeldReports(client, after), [client]),
  );
  const reports = state.kind === "ready" ? state.data.rows : [];
  const [failed, setFailed] = useState<string | null>(null);

  async function release(report: HeldReport) {
    setFailed(null);
    const done = await releaseHeldReports(client, [report.id]);
    if (!done.ok) return setFailed(report.id);
    refresh();
    onReleased();
  }

  if (!reports.length) return null;
  return (
    <section aria-labelledby="held-reports-title" className="grid gap-3">
      <h3 id="held-reports-title" className="text-xl font-bold text-ink">
        {copy.heldTitle}
      </h3>
      <p className="text-muted">{copy.heldLead}</p>
      <ul className="grid gap-3">
        {reports.map((report) => {
          const place = copy.place(report.property_name, report.building_name);
          const phone = report.phone ? parseUsPhone(report.phone) : null;
          return (
            <li key={report.id} className="grid gap-2 rounded-xl border-2 border-line bg-white p-4">
              <p className="break-words font-semibold text-ink">
                <bdi>{place}</bdi>
              </p>
              <p className="text-muted">
                {[
                  copy.heldReasons[report.held_reason] ?? report.held_reason,
                  report.unit && copy.unit(report.unit),
                  phone?.display,
                  copy.reported(exactTime(report.created_at)),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <button
                type="button"
                aria-label={copy.release(place)}
                onClick={() => void release(report)}
                className={`${buttonVariants({ variant: "outline" })} w-fit`}
              >
                {copy.releaseLabel}
              </button>
              <div role="alert">
                {failed === report.id && (
                  <p className="font-semibold text-danger">{copy.releaseFailed}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ShowMore {...more} />
    </section>
  );
}
