import { ownerConfig } from "@/features/owner/content";
import { lostReasons } from "@/lib/service-request";
import { formatMoney } from "@/lib/money";
import { pagesCounted, type MonthFigures } from "@/features/owner/lib/month";
import { span } from "@/features/owner/lib/time";
import type { Collected } from "@/features/owner/api/lifecycle";

const copy = ownerConfig.month;
const { progress, lost } = ownerConfig;

type Line = [label: string, value: string | number];

type FiguresProps = { lines: Line[]; className?: string; hosts?: boolean };

function Figures({ lines, className, hosts }: FiguresProps) {
  return (
    <dl className={className ?? "grid gap-1"}>
      {lines.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-line py-2">
          {/* A host is one long word (up to 253 characters): it may break anywhere. */}
          <dt className={hosts ? "break-all text-ink" : "text-ink"}>{label}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ id, title, ...figures }: FiguresProps & { id: string; title: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-lg font-bold text-ink">
        {title}
      </h3>
      {figures.lines.length ? <Figures {...figures} /> : <p className="text-muted">{copy.none}</p>}
    </section>
  );
}

/**
 * The month's figures as inbox_month gives them, in words, and beside the quoted money the money
 * collected online (deposits paid, refunds taken off).
 */
export function MonthReport({
  figures,
  collected,
}: {
  figures: MonthFigures;
  collected: Collected;
}) {
  const median = figures.medianFirstContactSeconds;
  return (
    <div className="grid gap-6">
      <Figures
        className="grid gap-1 rounded-xl bg-brand-light p-4"
        lines={[
          [copy.newLeads, figures.newLeads],
          [copy.won, figures.won],
          [copy.lost, figures.lost],
          [copy.medianContact, median === null ? copy.noContact : span(median / 60)],
          [copy.quoted, figures.quoted],
          [copy.wonOneOff, formatMoney(figures.wonOneOffCents)],
          [copy.wonMonthly, ownerConfig.quote.monthly(formatMoney(figures.wonMonthlyCents))],
        ]}
      />
      <section aria-labelledby="month-online" className="grid gap-2">
        <h3 id="month-online" className="text-lg font-bold text-ink">
          {copy.online.title}
        </h3>
        <p className="text-muted">{copy.online.note}</p>
        <Figures
          lines={[
            [copy.online.paid(collected.deposits_paid), formatMoney(collected.paid_cents)],
            [
              copy.online.refunded(collected.refunds),
              formatMoney(collected.refunded_cents && -collected.refunded_cents),
            ],
            [copy.online.collected, formatMoney(collected.collected_cents)],
          ]}
        />
      </section>
      <Part
        id="month-lost"
        title={copy.lostByReason}
        lines={[
          ...lostReasons.map((reason): Line => [
            lost.reasons[reason],
            figures.lostByReason[reason],
          ]),
          [lost.notGiven, figures.lostByReason.not_given],
        ]}
      />
      <Part
        id="month-pages"
        title={copy.bySource}
        lines={pagesCounted.map((page): Line => [
          page === "unknown" ? copy.unknownSource : progress.sources[page],
          figures.bySourcePage[page],
        ])}
      />
      <Part
        id="month-hosts"
        title={copy.byHost}
        hosts
        lines={figures.bySourceHost.map(({ host, leads }): Line => [host ?? copy.noHost, leads])}
      />
      <Part
        id="month-cities"
        title={copy.byCity}
        lines={figures.byCity.map(({ city, leads }): Line => [city, leads])}
      />
    </div>
  );
}
