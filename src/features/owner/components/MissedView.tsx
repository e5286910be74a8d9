import { useCallback, useEffect } from "react";
import { ImageIcon, MessageSquare, Phone } from "lucide-react";
import { ownerConfig, type InboxFailure } from "@/features/owner/content";
import {
  listMissed,
  signReportPhotos,
  subscribeToMissed,
  type MissedPickup,
} from "@/features/owner/api/missed";
import type { Client } from "@/features/owner/api/requests";
import { exactTime } from "@/features/owner/lib/time";
import { parseUsPhone } from "@/lib/phone";
import { pickupTime, reportPhotoPath, type ProblemKind } from "@/lib/pickups";
import type { Result } from "@/lib/result";
import { usePages } from "@/features/owner/hooks/use-pages";
import { ActionLink } from "./ActionLink";
import { HeldReports } from "./HeldReports";
import { LoadFailure } from "./LoadFailure";
import { ShowMore } from "./ShowMore";

const copy = ownerConfig.missed;

/** A report with the signed URLs of its small copy and its photo, when there. */
type Missed = MissedPickup & { small?: string; photo?: string };

/** How often a photo still on its way is looked for, and for how long after its report. */
const photoRetryMs = 3000;
const photoWindowMs = 30 * 60_000;
const photoMayCome = (createdAt: string) => Date.now() - Date.parse(createdAt) < photoWindowMs;

/** What the crew marked for the building that night, and who, in the owner's words. */
function crewMark(mark: MissedPickup["mark"]): string {
  if (!mark) return copy.noMark;
  const time = pickupTime(mark.happened_at);
  const what =
    mark.kind === "picked_up"
      ? copy.pickedUp(time)
      : copy.problem(copy.problems[mark.problem as ProblemKind] ?? "", time);
  return mark.by ? copy.markedBy(what, mark.by) : what;
}

/** Each report with its small copy's and photo's signed URLs, when there. */
async function withPhotos(client: Client, reports: MissedPickup[]): Promise<Missed[]> {
  const urls = await signReportPhotos(client, reports).catch(() => ({}) as Record<string, string>);
  return reports.map((report) => ({
    ...report,
    small: report.photo_small_path ? urls[report.photo_small_path] : undefined,
    photo: report.photo_small_path ? urls[reportPhotoPath(report.id)] : undefined,
  }));
}

/** A page of reports, after `after`, with their photos' signed URLs. */
async function readMissed(client: Client, after?: string): Promise<Result<Missed[], InboxFailure>> {
  const answer = await listMissed(client, after);
  return answer.ok ? { ok: true, data: await withPhotos(client, answer.data) } : answer;
}

/**
 * Residents' reports of a missed pickup, newest first, a page at a time, each beside the crew's
 * mark of that building that night. A new report (or a new mark) arrives while the view is open:
 * the list is read again, so each row names its place and its mark as a fresh load would.
 */
export function MissedView({ client, token }: { client: Client; token: string }) {
  const { state, retry, refresh, update, more } = usePages(
    useCallback((after?: string) => readMissed(client, after), [client]),
  );
  useEffect(() => subscribeToMissed(client, token, refresh), [client, token, refresh]);

  // A report's photo is uploaded after the report (the storage policy takes it for 30 minutes),
  // so a report heard of live is often there before its photo: signed again until it arrives.
  const awaited =
    state.kind === "ready"
      ? state.data.rows.filter((r) => r.photo_small_path && !r.photo && photoMayCome(r.created_at))
      : [];
  const awaitedKey = awaited.map((r) => r.id).join(",");
  useEffect(() => {
    if (!awaitedKey) return;
    const ids = awaitedKey.split(",");
    const timer = setTimeout(async () => {
      const rows = state.kind === "ready" ? state.data.rows.filter((r) => ids.includes(r.id)) : [];
      const signed = await withPhotos(client, rows);
      update((pages) => ({
        ...pages,
        rows: pages.rows.map((r) => signed.find((s) => s.id === r.id) ?? r),
      }));
    }, photoRetryMs);
    return () => clearTimeout(timer);
  }, [client, awaitedKey, state, update]);

  return (
    <section aria-labelledby="missed-title" className="grid gap-4">
      <h2 id="missed-title" className="text-2xl font-bold text-ink">
        {copy.title}
      </h2>
      <p className="text-muted">{copy.lead}</p>
      {state.kind === "loading" && <p role="status">{ownerConfig.loading}</p>}
      {state.kind === "failed" && <LoadFailure failure={state.failure} onRetry={retry} />}
      {state.kind === "ready" && !state.data.rows.length && (
        <p className="text-ink">{copy.empty}</p>
      )}
      {state.kind === "ready" && state.data.rows.length > 0 && (
        <ul className="grid gap-3">
          {state.data.rows.map((report) => (
            <MissedItem key={report.id} report={report} photoComing={awaited.includes(report)} />
          ))}
        </ul>
      )}
      {state.kind === "ready" && <ShowMore {...more} />}
      <HeldReports client={client} onReleased={refresh} />
    </section>
  );
}

type ItemProps = { report: Missed; photoComing: boolean };

function MissedItem({ report, photoComing }: ItemProps) {
  const place = copy.place(report.property, report.building);
  const phone = report.phone ? parseUsPhone(report.phone) : null;
  const who = copy.resident(report.building);
  return (
    <li className="grid gap-2 rounded-xl border-2 border-line bg-white p-4">
      <p className="break-words text-lg font-semibold text-ink">
        <bdi>{place}</bdi>
      </p>
      <p className="text-muted">
        {[
          report.unit && copy.unit(report.unit),
          phone?.display,
          copy.reported(exactTime(report.created_at)),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p className="font-semibold text-ink">
        {copy.crew} {crewMark(report.mark)}
      </p>
      {/* The small copy, or a placeholder where there is none: the photo loads when tapped. */}
      {report.photo && (
        <a href={report.photo} target="_blank" rel="noopener noreferrer" className="w-40">
          {report.small ? (
            <img
              src={report.small}
              alt={copy.photoAlt(report.building)}
              className="aspect-square w-full rounded-lg object-cover"
            />
          ) : (
            <span
              role="img"
              aria-label={copy.photoAlt(report.building)}
              className="flex aspect-square w-full items-center justify-center rounded-lg bg-surface text-muted"
            >
              <ImageIcon aria-hidden="true" className="size-8" />
            </span>
          )}
        </a>
      )}
      {photoComing && <p className="text-muted">{copy.photoComing}</p>}
      {phone && (
        <div className="flex flex-wrap gap-3">
          <ActionLink href={phone.href} icon={Phone} label={copy.call} who={who} />
          <ActionLink
            href={phone.sms}
            icon={MessageSquare}
            label={copy.text}
            who={who}
            variant="outline"
          />
        </div>
      )}
    </li>
  );
}
