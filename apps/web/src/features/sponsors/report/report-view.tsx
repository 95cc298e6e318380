import { MENTION_SOURCE_LABELS, type SponsorReport } from '@studioportal/shared';
import { formatDateKey } from '@/components/ui/date-time-text';
import { displayName } from '@/lib/people';
import { stationMoment, stationWindow } from '../competitions/competition-format';
import { SPONSOR_WEB } from '../strings';

/** The report page: totals, every mention with its time and source, every competition with its entries, valid entries and winners. */
export function ReportView({ report, timeZone }: { report: SponsorReport; timeZone: string }) {
  const r = SPONSOR_WEB.report;
  const totals = [
    [r.totalMentions, report.totals.mentions],
    [r.totalCompetitions, report.totals.competitions],
    [r.totalEntries, report.totals.entries],
    [r.totalWinners, report.totals.winners],
  ] as const;

  return (
    <article aria-labelledby="report-heading" className="grid gap-5">
      <header className="grid gap-0.5">
        <h2 id="report-heading" className="text-xl font-semibold tracking-tight">
          {r.heading(report.sponsor.name)}
        </h2>
        <p className="tabular text-sm text-muted-foreground">{r.period(formatDateKey(report.from), formatDateKey(report.to))}</p>
      </header>

      <section aria-label={r.totals}>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {totals.map(([label, value]) => (
            <div key={label} className="rounded-xl border bg-card p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="tabular text-2xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="report-mentions" className="grid gap-2">
        <h3 id="report-mentions" className="text-lg font-semibold">
          {r.mentions}
        </h3>
        {report.mentions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{r.noMentions}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="sr-only">{r.mentions}</caption>
              <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{r.airedAt}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{r.source}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{r.detail}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{r.markedBy}</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {report.mentions.map((mention) => (
                  <tr key={mention.id}>
                    <td className="tabular whitespace-nowrap px-3 py-2">{stationMoment(mention.aired_at, timeZone)}</td>
                    <td className="px-3 py-2">{MENTION_SOURCE_LABELS[mention.source]}</td>
                    <td className="px-3 py-2">{mention.detail ?? '–'}</td>
                    <td className="px-3 py-2">{mention.marked_by ? displayName(mention.marked_by.full_name) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="report-competitions" className="grid gap-2">
        <h3 id="report-competitions" className="text-lg font-semibold">
          {r.competitions}
        </h3>
        {report.competitions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{r.noCompetitions}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{r.competitions}</caption>
              <thead className="bg-muted/50 text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">{SPONSOR_WEB.competition.title}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{SPONSOR_WEB.draw.entryWindow}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{r.entries}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">{r.valid}</th>
                  <th scope="col" className="px-3 py-2 font-medium">{r.winners}</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {report.competitions.map((competition) => (
                  <tr key={competition.id}>
                    <td className="px-3 py-2 font-medium">
                      {competition.title}
                      <span className="block text-xs font-normal text-muted-foreground">{competition.prize}</span>
                    </td>
                    <td className="tabular px-3 py-2">{stationWindow(competition.opens_at, competition.closes_at, timeZone)}</td>
                    <td className="tabular px-3 py-2 text-right">{competition.entries}</td>
                    <td className="tabular px-3 py-2 text-right">{competition.valid_entries}</td>
                    <td className="px-3 py-2">
                      {competition.winners.length === 0
                        ? '–'
                        : competition.winners.map((w) => (
                            <span key={w.id} className={w.replaced_at ? 'block text-muted-foreground line-through' : 'block'}>
                              {w.name}
                              {w.replaced_at && <span className="sr-only"> ({SPONSOR_WEB.winners.replaced})</span>}
                            </span>
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </article>
  );
}
