import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { CompetitionDraw } from '@studioportal/shared';
import { displayName } from '@/lib/people';
import { SPONSOR_WEB } from '../strings';
import { stationMoment, stationWindow } from './competition-format';

/**
 * One draw's audit record, shown in full as the server stored it (it can never change): the rule
 * in words, both windows, the counts, every excluded entry with its reason, the late entries, the
 * random source, the hash of the eligible list, the drawn place and the winner.
 */
export function DrawAudit({ draw, number, timeZone }: { draw: CompetitionDraw; number: number; timeZone: string }) {
  const d = SPONSOR_WEB.draw;
  const headingId = `draw-${draw.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4">
      <h4 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden className="size-4 text-primary" />
        {d.auditHeading(number, stationMoment(draw.drawn_at, timeZone))}
      </h4>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
        <Row term={d.winner}>
          <span className="text-base font-semibold">{draw.winner_name}</span>
        </Row>
        <Row term={d.drawnBy}>{displayName(draw.drawn_by?.full_name)}</Row>
        {draw.reason && <Row term={d.redrawReason}>{draw.reason}</Row>}
        <Row term={d.rule}>{draw.rule_text}</Row>
        <Row term={d.entryWindow}>
          <span className="tabular">{stationWindow(draw.entry_window.from, draw.entry_window.to, timeZone)}</span>
        </Row>
        <Row term={d.exclusionWindow}>
          <span className="tabular">
            {draw.exclusion_window.days === 0 ? d.exclusionDays(0) : `${stationWindow(draw.exclusion_window.from, draw.exclusion_window.to, timeZone)} (${d.exclusionDays(draw.exclusion_window.days)})`}
          </span>
        </Row>
        <Row term={d.counts}>{d.countsText(draw.total_entries, draw.valid_entries)}</Row>
        <Row term={d.excluded}>
          {draw.excluded.length === 0 ? (
            d.noneExcluded
          ) : (
            <ul className="grid gap-0.5">
              {draw.excluded.map((x) => (
                <li key={x.entry_id}>
                  <span className="font-medium">{x.name}</span>: {x.reason}
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row term={d.lateEntries}>
          {draw.late.length === 0 ? (
            d.noneLate
          ) : (
            <ul className="grid gap-0.5">
              {draw.late.map((x) => (
                <li key={x.entry_id}>
                  <span className="font-medium">{x.name}</span> <span className="tabular text-muted-foreground">({stationMoment(x.received_at, timeZone)})</span>
                </li>
              ))}
            </ul>
          )}
        </Row>
        <Row term={d.randomSource}>{draw.random_source}</Row>
        <Row term={d.index}>{d.indexText(draw.winner_index)}</Row>
        <Row term={d.hash}>
          <code className="break-all font-mono text-xs">{draw.entries_hash}</code>
        </Row>
      </dl>
    </article>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
