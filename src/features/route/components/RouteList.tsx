import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/Button";
import { alertClass } from "@/components/ui/form-classes";
import { preparePhoto, type PhotoProblem } from "@/lib/photos";
import { useOnline } from "@/lib/use-online";
import { cn } from "@/lib/utils";
import { lastMarks, pickupTime, type ProblemKind } from "@/lib/pickups";
import type { Route } from "@/features/route/api/route";
import { routeCopy } from "@/features/route/content";
import type { OutgoingMark, OutgoingUndo } from "@/features/route/lib/outbox";
import { sendable, type useRoute } from "@/features/route/hooks/use-route";
import { nextJobsId } from "./NextJobs";
import { ProblemForm, type ProblemEntry } from "./ProblemForm";

type Props = Omit<ReturnType<typeof useRoute>, "state" | "retry"> & {
  route: Route;
  savedAt: number | null;
};

/** A building's mark as shown: sent (from the server) or still waiting on the phone. */
type Shown = {
  id: string;
  kind: "picked_up" | "problem";
  problem: string | null;
  unit: string | null;
  at: string;
  waiting: boolean;
  hasPhoto: boolean;
  /** Who made it, as the owner reads the route; null for the crew, and for this phone's taps. */
  by: string | null;
};

const undoFor = 60_000;

/** A clock that ticks every few seconds, so Undo goes when its minute is over. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const saved = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const nightName = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** Tonight's properties and buildings in route order, each with its mark and the crew's taps. */
export function RouteList({ route, savedAt, waiting, ...actions }: Props) {
  const now = useNow();
  const online = useOnline();
  const [problemAt, setProblemAt] = useState<string | null>(null);
  /** Marked buildings the crew opened again, for a return visit: their buttons show. */
  const [reopened, setReopened] = useState<ReadonlySet<string>>(new Set());
  /** A building whose chosen photo could not be used: nothing is marked until the crew chooses. */
  const [unusedPhoto, setUnusedPhoto] = useState<{ building: string; problem: PhotoProblem }>();
  const removed = new Set(waiting.filter((w) => w.op === "remove" && !w.kept).map((w) => w.id));
  const pending = waiting.filter((w): w is OutgoingMark => w.op === "add" && !w.refused);
  const shown: (Shown & { building_id: string; happened_at: string })[] = [
    ...route.marks
      .filter((m) => !removed.has(m.id))
      .map((m) => ({
        id: m.id,
        building_id: m.building_id,
        kind: m.kind as Shown["kind"],
        problem: m.problem,
        unit: m.unit,
        at: m.happened_at,
        happened_at: m.happened_at,
        waiting: false,
        hasPhoto: Boolean(m.photo_path),
        by: m.marked_by ?? null,
      })),
    ...pending.map((m) => {
      const at = new Date(m.tappedAt).toISOString();
      return {
        id: m.id,
        building_id: m.building_id,
        kind: m.kind,
        problem: m.problem,
        unit: m.unit,
        at,
        happened_at: at,
        waiting: true,
        hasPhoto: Boolean(m.photo),
        by: null,
      };
    }),
  ];
  const last = lastMarks(shown);
  // One property open at the start: the first with a building left. A route of hundreds of
  // buildings is a line per property, so that the page is drawn at once on a weak phone; a
  // property stays open while the crew works through it, until they close it.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => {
    const first = route.properties.find((p) => p.buildings.some((b) => !last.has(b.id)));
    return new Set(first ? [first.id] : []);
  });
  const toggle = (property: string) =>
    setOpened((open) => {
      const next = new Set(open);
      if (!next.delete(property)) next.add(property);
      return next;
    });
  const total = route.properties.reduce((sum, p) => sum + p.buildings.length, 0);
  const left =
    total - route.properties.flatMap((p) => p.buildings).filter((b) => last.has(b.id)).length;
  const sendCount = waiting.filter(sendable).length;
  const refused = waiting.filter((w): w is OutgoingMark => w.op === "add" && Boolean(w.refused));
  const kept = waiting.filter((w): w is OutgoingUndo => w.op === "remove" && Boolean(w.kept));
  const photoRefused = pending.filter((w) => w.photoRefused);
  const buildingName = (id: string) =>
    route.properties.flatMap((p) => p.buildings).find((b) => b.id === id)?.name ?? "";

  /** A building marked again closes once more. */
  const close = (building: string) =>
    setReopened((open) => new Set([...open].filter((id) => id !== building)));
  const markWith = (property: string, building: string) => (entry: ProblemEntry) => {
    setProblemAt(null);
    close(building);
    void actions.mark({ property_id: property, building_id: building, ...entry });
  };
  const pickedUp = (
    property: string,
    building: string,
    photo: { blob: Blob; thumb: Blob | null } | null,
  ) => {
    setUnusedPhoto(undefined);
    close(building);
    void actions.mark({
      property_id: property,
      building_id: building,
      kind: "picked_up",
      problem: null,
      unit: null,
      note: null,
      photo: photo?.blob ?? null,
      thumb: photo?.thumb ?? null,
    });
  };
  const withPhoto = (property: string, building: string) => (file: File) =>
    void preparePhoto(file).then((prepared) =>
      prepared.ok
        ? pickedUp(property, building, prepared)
        : setUnusedPhoto({ building, problem: prepared.problem }),
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-x-6">
        <a
          href={routeCopy.inbox.href}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          {routeCopy.inbox.label}
        </a>
        <a
          href={`#${nextJobsId}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
        >
          {routeCopy.jobs.skip}
        </a>
      </div>
      <p className="text-lg font-semibold text-ink">
        {routeCopy.night(nightName.format(new Date(`${route.night}T12:00:00Z`)))}
      </p>
      <div role="status">
        {!online && (
          <p className="rounded-lg border-2 border-ink bg-accent p-3 font-semibold text-ink">
            {routeCopy.offline(sendCount)}
          </p>
        )}
      </div>
      {savedAt !== null && (
        <p className="rounded-lg bg-accent p-3 font-semibold text-ink">
          {routeCopy.fromPhone(saved.format(savedAt))}
        </p>
      )}
      <div role="status" className="grid gap-2 rounded-xl border-2 border-ink p-4 text-lg text-ink">
        <p className="font-bold">
          {left === 0 && total > 0 ? routeCopy.done : routeCopy.left(left, total)}
        </p>
        <p>{routeCopy.waiting(sendCount)}</p>
      </div>
      {sendCount > 0 && (
        <button
          type="button"
          onClick={actions.sendNow}
          className={`${buttonVariants({ variant: "outline", size: "lg" })} justify-self-start`}
        >
          {routeCopy.sendNow}
        </button>
      )}
      {refused.length + kept.length > 0 && (
        <div role="alert" className={alertClass}>
          <h2 className="text-lg">{routeCopy.refused.heading}</h2>
          <ul className="mt-2 grid gap-2">
            {[...refused, ...kept].map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {entry.op === "add"
                    ? routeCopy.refused.mark(buildingName(entry.building_id), entry.refused ?? "")
                    : routeCopy.refused.kept(buildingName(entry.building_id ?? ""))}
                </span>
                <button
                  type="button"
                  onClick={() => void actions.discard(entry.id)}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {routeCopy.refused.discard}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {photoRefused.map((entry) => (
        <div key={entry.id} role="alert" className={alertClass}>
          <p>{routeCopy.photoFailed.text(buildingName(entry.building_id))}</p>
          <button
            type="button"
            onClick={() => void actions.sendWithoutPhoto(entry)}
            className={`${buttonVariants()} mt-3`}
          >
            {routeCopy.photoFailed.sendWithout}
          </button>
        </div>
      ))}
      {route.properties.length === 0 && (
        <p className="text-lg text-ink">{routeCopy.noProperties}</p>
      )}
      <ol className="grid gap-4">
        {route.properties.map((property) => {
          const isOpen = opened.has(property.id);
          const done = property.buildings.filter((b) => last.has(b.id)).length;
          const problems = property.buildings.filter(
            (b) => last.get(b.id)?.kind === "problem",
          ).length;
          const reportCount = route.reports.filter((r) => r.property_id === property.id).length;
          const summary = [
            routeCopy.property.done(done, property.buildings.length),
            problems > 0 && routeCopy.property.problems(problems),
            reportCount > 0 && routeCopy.property.reports(reportCount),
          ]
            .filter(Boolean)
            .join(" · ");
          return (
            <li key={property.id}>
              <section aria-labelledby={`property-${property.id}`} className="grid gap-3">
                <h2 id={`property-${property.id}`}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? `buildings-${property.id}` : undefined}
                    onClick={() => toggle(property.id)}
                    className={`flex min-h-11 w-full flex-wrap items-baseline gap-x-3 rounded-xl border-2 px-4 py-2 text-left text-ink ${done === property.buildings.length ? "border-brand bg-brand-light" : "border-ink"}`}
                  >
                    <span className="text-2xl font-bold">{property.name}</span>
                    <span className="text-lg">{summary}</span>
                  </button>
                </h2>
                {isOpen && (
                  <div id={`buildings-${property.id}`} className="grid gap-3">
                    <div>
                      <p className="text-ink">
                        {property.street_address}, {property.city}
                      </p>
                      {property.access_notes && (
                        <p className="text-ink">
                          <span className="font-semibold">{routeCopy.access}:</span>{" "}
                          {property.access_notes}
                        </p>
                      )}
                    </div>
                    <ol className="grid gap-3">
                      {property.buildings.map((building) => {
                        const mark = last.get(building.id);
                        const tapped = mark ? actions.tappedAt(mark.id) : undefined;
                        const canUndo = mark && tapped !== undefined && now - tapped < undoFor;
                        const reports = route.reports.filter((r) => r.building_id === building.id);
                        const names = routeCopy.mark.forBuilding(building.name, property.name);
                        const undo = canUndo && (
                          <button
                            type="button"
                            onClick={() => void actions.undo(mark.id)}
                            className={`${buttonVariants({ variant: "outline", size: "lg" })} justify-self-start`}
                          >
                            {routeCopy.mark.undo}
                            <span className="sr-only">{names}</span>
                          </button>
                        );
                        const reported = reports.map((report) => (
                          <p key={report.id} className="w-full font-semibold text-danger">
                            {routeCopy.reports.one(pickupTime(report.created_at), report.unit)}
                          </p>
                        ));
                        // A finished building takes one line, so that a long property fits in a few
                        // screens; it opens again for a return visit.
                        if (
                          mark &&
                          problemAt !== building.id &&
                          unusedPhoto?.building !== building.id &&
                          !reopened.has(building.id)
                        )
                          return (
                            <li
                              key={building.id}
                              className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-brand bg-brand-light px-4 py-2"
                            >
                              <h3 className="text-lg font-bold text-ink">{building.name}</h3>
                              <p className="flex-1 text-ink">
                                {describe(mark)}
                                {mark.waiting && (
                                  <span className="font-semibold"> · {routeCopy.mark.waiting}</span>
                                )}
                              </p>
                              {undo}
                              <button
                                type="button"
                                onClick={() =>
                                  setReopened((open) => new Set(open).add(building.id))
                                }
                                className={buttonVariants({ variant: "outline", size: "sm" })}
                              >
                                {routeCopy.mark.again}
                                <span className="sr-only">{names}</span>
                              </button>
                              {reported}
                            </li>
                          );
                        return (
                          <li
                            key={building.id}
                            className={`grid gap-3 rounded-xl border-2 p-4 ${mark ? "border-brand bg-brand-light" : "border-ink bg-white"}`}
                          >
                            <h3 className="text-xl font-bold text-ink">{building.name}</h3>
                            <p className="text-lg text-ink">
                              {describe(mark)}
                              {mark?.waiting && (
                                <span className="font-semibold"> · {routeCopy.mark.waiting}</span>
                              )}
                            </p>
                            {reported}
                            {problemAt === building.id ? (
                              <ProblemForm
                                building={building.name}
                                onSave={markWith(property.id, building.id)}
                                onCancel={() => setProblemAt(null)}
                              />
                            ) : (
                              <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                                <button
                                  type="button"
                                  onClick={() => pickedUp(property.id, building.id, null)}
                                  className={buttonVariants({ size: "lg" }) + " min-h-16 text-xl"}
                                >
                                  {routeCopy.mark.pickedUp}
                                  <span className="sr-only">{names}</span>
                                </button>
                                <PhotoPicker
                                  label={routeCopy.mark.withPhoto}
                                  names={names}
                                  onFile={withPhoto(property.id, building.id)}
                                  className="min-h-16"
                                />
                                <button
                                  type="button"
                                  onClick={() => setProblemAt(building.id)}
                                  className={
                                    buttonVariants({ variant: "accent", size: "lg" }) +
                                    " min-h-16 text-xl"
                                  }
                                >
                                  {routeCopy.mark.problem}
                                  <span className="sr-only">{names}</span>
                                </button>
                              </div>
                            )}
                            {unusedPhoto?.building === building.id && (
                              <div role="alert" className={alertClass}>
                                <p>
                                  {routeCopy.photoUnused.text[unusedPhoto.problem](building.name)}
                                </p>
                                <div className="mt-3 flex flex-wrap gap-3">
                                  <PhotoPicker
                                    label={routeCopy.photoUnused.another}
                                    names={names}
                                    onFile={withPhoto(property.id, building.id)}
                                  />
                                  <button
                                    type="button"
                                    onClick={() => pickedUp(property.id, building.id, null)}
                                    className={buttonVariants({ size: "lg" })}
                                  >
                                    {routeCopy.photoUnused.without}
                                    <span className="sr-only">{names}</span>
                                  </button>
                                </div>
                              </div>
                            )}
                            {undo}
                          </li>
                        );
                      })}
                    </ol>
                  </div>
                )}
              </section>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function describe(mark: Shown | undefined) {
  if (!mark) return routeCopy.mark.notYet;
  const time = pickupTime(mark.at);
  const words =
    mark.kind === "picked_up"
      ? routeCopy.mark.pickedUpAt(time)
      : routeCopy.mark.problemAt(time, routeCopy.problems[mark.problem as ProblemKind] ?? "");
  return [
    words,
    mark.unit && routeCopy.mark.unit(mark.unit),
    mark.hasPhoto && routeCopy.mark.withPhotoNote,
    mark.by && routeCopy.mark.by(mark.by),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A button that opens the camera (or the photos) and hands over the file chosen. */
function PhotoPicker({
  label,
  names,
  onFile,
  className = "",
}: {
  label: string;
  names: string;
  onFile: (file: File) => void;
  className?: string;
}) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: "outline", size: "lg" }),
        className,
        "cursor-pointer outline-focus focus-within:outline focus-within:outline-4",
      )}
    >
      {label}
      <span className="sr-only">{names}</span>
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic"
        capture="environment"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
