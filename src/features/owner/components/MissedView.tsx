import { useCallback, useEffect } from "react";
import { MessageSquare, Phone } from "lucide-react";
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
import { pickupTime, type ProblemKind } from "@/lib/pickups";
import type { Result } from "@/lib/result";
import { useLoad } from "@/lib/use-load";
import { ActionLink } from "./ActionLink";
import { HeldReports } from "./HeldReports";
import { LoadFailure } from "./LoadFailure";

const copy = ownerConfig.missed;

type Missed = { reports: MissedPickup[]; photos: Record<string, string> };

/** How often a photo still on its way is looked for, and for how long after its report. */
const photoRetryMs = 3000;
const photoWindowMs = 30 * 60_000;
const photoMayCome = (createdAt: string) => Date.now() - Date.parse(createdAt) < photoWindowMs;

/** What the crew marked for the building that night, in the owner's words. */
function crewMark(mark: MissedPickup["mark"]): string {
  if (!mark) return copy.noMark;
  const time = pickupTime(mark.happened_at);
  if (mark.kind === "picked_up") return copy.pickedUp(time);
  return copy.problem(copy.problems[mark.problem as ProblemKind] ?? "", time);
}

/** The reports and the signed URLs of their photos, or why they could not be read. */
async function readMissed(client: Client): Promise<Result<Missed, InboxFailure>> {
  const answer = await listMissed(client);
  if (!answer.ok) return answer;
  const withPhoto = answer.data.filter((r) => r.has_photo).map((r) => r.id);
  const photos = await signReportPhotos(client, withPhoto).catch(() => ({}));
  return { ok: true, data: { reports: answer.data, photos } };
}

/**
 * Residents' reports of a missed pickup, newest first, each beside the crew's mark of that
 * building that night. A new report (or a new mark) arrives while the view is open: the list is
 * read again, so each row names its place and its mark as a fresh load would.
 */
export function MissedView({ client, token }: { client: Client; token: string }) {
  const { state, retry, refresh, update } = useLoad(
    useCallback(() => readMissed(client), [client]),
  );
  useEffect(() => subscribeToMissed(client, token, refresh), [client, token, refresh]);

  // A report's photo is uploaded after the report (the storage policy takes it for 30 minutes),
  // so a report heard of live is often there before its photo: signed again until it arrives.
  const awaited =
    state.kind === "ready"
      ? state.data.reports
          .filter((r) => r.has_photo && !state.data.photos[r.id] && photoMayCome(r.created_at))
          .map((r) => r.id)
      : [];
  const awaitedKey = awaited.join(",");
  useEffect(() => {
    if (!awaitedKey) return;
    const timer = setTimeout(async () => {
      const signed = await signReportPhotos(client, awaitedKey.split(",")).catch(() => ({}));
      update((missed) => ({ ...missed, photos: { ...missed.photos, ...signed } }));
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
      {state.kind === "ready" && !state.data.reports.length && (
        <p className="text-ink">{copy.empty}</p>
      )}
      {state.kind === "ready" && state.data.reports.length > 0 && (
        <ul className="grid gap-3">
          {state.data.reports.map((report) => (
            <MissedItem
              key={report.id}
              report={report}
              photo={state.data.photos[report.id]}
              photoComing={awaited.includes(report.id)}
            />
          ))}
        </ul>
      )}
      <HeldReports client={client} onReleased={refresh} />
    </section>
  );
}

type ItemProps = { report: MissedPickup; photo?: string; photoComing: boolean };

function MissedItem({ report, photo, photoComing }: ItemProps) {
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
      {photo && (
        <a href={photo} target="_blank" rel="noopener noreferrer" className="w-40">
          <img
            src={photo}
            alt={copy.photoAlt(report.building)}
            className="aspect-square w-full rounded-lg object-cover"
          />
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
