import { ImageIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/Button";
import type { Property } from "@/features/partner/api/account";
import type { MonthLog } from "@/features/partner/api/log";
import { partnerConfig } from "@/features/partner/content";
import { csvFileName, serviceLogCsv } from "@/features/partner/lib/csv";
import { markTime, monthLabel, nightParts } from "@/features/partner/lib/format";
import {
  logColumns,
  logNights,
  nightsOf,
  problemOf,
  servedShare,
  unitProblems,
  type LogCell,
} from "@/features/partner/lib/log";
import { pickupTime, reportPhotoPath, smallCopyPath } from "@/lib/pickups";

const copy = partnerConfig.log;

type Props = {
  property: Property;
  month: string;
  tonight: string;
  /** The property's first night of service: the log counts nights from it. */
  since: string;
  log: MonthLog;
  onSign: (property: Property, button: HTMLButtonElement) => void;
};

/** Hands the month's report to the browser as a file: no server makes it. */
function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A photo's small copy, which opens the photo itself in a new tab; a photo without a small copy
 * shows a placeholder there: the log never loads a whole photo until it is tapped.
 */
function Photo({
  photos,
  path,
  label,
}: {
  photos: MonthLog["photos"];
  path: string;
  label: string;
}) {
  const url = photos.get(path);
  const thumb = photos.get(smallCopyPath(path));
  if (!url) return <p className="text-sm text-muted">{copy.photoMissing}</p>;
  const name = `${label} ${partnerConfig.newTab}`;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-block">
      {thumb ? (
        <img
          src={thumb}
          alt={name}
          className="size-16 object-cover print:size-auto print:max-h-16 print:max-w-full"
        />
      ) : (
        <span
          role="img"
          aria-label={name}
          className="flex size-16 items-center justify-center bg-surface text-muted"
        >
          <ImageIcon aria-hidden="true" className="size-6" />
        </span>
      )}
    </a>
  );
}

function Cell({
  cell,
  night,
  tonight,
  photos,
}: {
  cell: LogCell;
  night: string;
  tonight: boolean;
  photos: MonthLog["photos"];
}) {
  const { building, marks, reports } = cell;
  return (
    <div className="grid w-40 gap-2 print:w-auto">
      {marks.length === 0 && (
        <p className={tonight ? "text-muted" : "font-semibold text-danger"}>
          {tonight ? copy.notYet : copy.noMark}
        </p>
      )}
      {marks.map((mark) => {
        const kind = problemOf(mark);
        const time = markTime(mark);
        return (
          <div key={mark.id} className="grid gap-1">
            <p className={kind ? "font-semibold text-danger" : "text-ink"}>
              {kind ? copy.problem(copy.problems[kind], time) : copy.pickedUp(time)}
            </p>
            {mark.unit && <p className="text-ink">{copy.unit(mark.unit)}</p>}
            {mark.note && <p className="whitespace-pre-line break-words text-ink">{mark.note}</p>}
            {mark.photo_path && (
              <Photo
                photos={photos}
                path={mark.photo_path}
                label={copy.photo(building.name, night)}
              />
            )}
          </div>
        );
      })}
      {reports.map((report) => (
        <div key={report.id} className="grid gap-1 rounded-lg border-2 border-line p-2">
          <p className="text-ink">{copy.reported(pickupTime(report.created_at), report.unit)}</p>
          {report.has_photo && (
            <Photo
              photos={photos}
              path={reportPhotoPath(report.id)}
              label={copy.reportPhoto(building.name, night)}
            />
          )}
        </div>
      ))}
    </div>
  );
}

/** One property's month: the share fully served, each night's buildings, the units to follow up. */
export function PropertyLog({ property, month, tonight, since, log, onSign }: Props) {
  const own = <T extends { property_id: string }>(rows: T[]) =>
    rows.filter((row) => row.property_id === property.id);
  const nights = logNights(
    [...property.buildings, ...property.retired],
    nightsOf(month, tonight, since),
    tonight,
    own(log.marks),
    own(log.reports),
  );
  const buildings = logColumns([...property.buildings, ...property.retired], nights);
  const share = servedShare(nights);
  const problems = unitProblems(nights);
  const titleId = `log-${property.id}`;
  const name = (night: string) => nightParts(night).join(", ");
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} className="text-xl font-bold text-ink">
        {property.name}
      </h3>
      {buildings.length === 0 && property.buildings.length === 0 ? (
        <p className="text-muted">{copy.noBuildings}</p>
      ) : nights.length === 0 ? (
        <p className="text-muted">{copy.noNights}</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-ink">{copy.share(share.served, share.nights)}</p>
          <p className="text-sm text-muted">{copy.shareRule}</p>
          <div
            role="region"
            aria-label={copy.tableRegion(property.name)}
            // A wide table scrolls in its own region, which keyboards reach only when it takes
            // focus (WCAG 2.1.1; axe's scrollable-region-focusable). Paper cannot scroll: printed,
            // the columns share the page's width and their text wraps.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-x-auto rounded-lg border-2 border-line print:overflow-visible"
          >
            <table className="w-full text-sm print:table-fixed print:text-xs">
              <caption className="p-2 font-semibold text-ink">
                {copy.tableCaption(property.name, monthLabel(month))}
              </caption>
              <thead>
                <tr className="border-b border-line bg-surface">
                  <th scope="col" className="p-2 font-semibold">
                    {copy.night}
                  </th>
                  {buildings.map((building) => (
                    <th key={building.id} scope="col" className="p-2 font-semibold">
                      {building.retired_at ? copy.retired(building.name) : building.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {nights.map((night) => (
                  <tr key={night.night} className="border-b border-line">
                    <th
                      scope="row"
                      className="whitespace-nowrap p-2 font-semibold print:whitespace-normal"
                    >
                      {name(night.night)}
                      {night.tonight && <span className="block font-normal">{copy.tonight}</span>}
                      {night.fullyServed && (
                        <span className="block font-normal text-brand-dark">
                          {copy.fullyServed}
                        </span>
                      )}
                    </th>
                    {buildings.map((building) => {
                      const cell = night.cells.find((c) => c.building.id === building.id);
                      return (
                        <td key={building.id} className="p-2">
                          {cell ? (
                            <Cell
                              cell={cell}
                              night={name(night.night)}
                              tonight={night.tonight}
                              photos={log.photos}
                            />
                          ) : (
                            <p className="w-40 text-muted print:w-auto">{copy.offRoute}</p>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-1">
            <h4 className="font-semibold text-ink">{copy.followUp.title}</h4>
            <p className="text-sm text-muted">{copy.followUp.lead}</p>
            {problems.length === 0 ? (
              <p className="text-ink">{copy.followUp.none}</p>
            ) : (
              <ul className="list-disc pl-6">
                {problems.map(({ night, building, mark }) => {
                  const kind = problemOf(mark);
                  return (
                    // A note's URL is one long word: "anywhere" lets the list shrink to the
                    // phone (break-words would still size it by the whole word).
                    <li key={mark.id} className="[overflow-wrap:anywhere]">
                      {[
                        name(night),
                        building.name,
                        copy.unit(mark.unit ?? ""),
                        kind && copy.problems[kind],
                        mark.note,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </>
      )}
      <div className="flex flex-wrap gap-3 print:hidden">
        {nights.length > 0 && buildings.length > 0 && (
          <button
            type="button"
            aria-label={copy.csvFor(property.name)}
            onClick={() =>
              download(serviceLogCsv(property.name, nights), csvFileName(property.name, month))
            }
            className={buttonVariants({ variant: "outline" })}
          >
            {copy.csv}
          </button>
        )}
        <button
          type="button"
          aria-label={partnerConfig.sign.openFor(property.name)}
          onClick={(event) => onSign(property, event.currentTarget)}
          className={buttonVariants({ variant: "outline" })}
        >
          {partnerConfig.sign.open}
        </button>
      </div>
    </section>
  );
}
