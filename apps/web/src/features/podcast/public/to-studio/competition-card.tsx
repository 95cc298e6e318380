import { useId } from 'react';
import { ChevronDown, Gift, MessageSquareText } from 'lucide-react';
import { SPONSOR_STRINGS as SP, type PublicCompetition } from '@studioportal/shared';
import { formatRecentTime } from '@/lib/datetime';
import { CompetitionEntryForm } from './competition-entry-form';
import { Fact } from './fact';
import { TO_STUDIO_STRINGS as T } from './strings';

/**
 * One sponsor competition open now: who gives it, the prize, the question, the rules (folded
 * away: long, but every entrant may read them), when it closes on the station's clock, and the
 * ways to enter — the form when the web is one of them, the SMS keyword when SMS is.
 */
export function CompetitionCard({ competition: c }: { competition: PublicCompetition }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-5 lg:grid-cols-2 lg:gap-8">
      <div className="grid content-start gap-4">
        <div className="flex items-start gap-3">
          <span aria-hidden className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500/15 text-amber-700 dark:text-amber-300">
            <Gift className="size-5" />
          </span>
          <div className="grid min-w-0 gap-0.5">
            <p className="text-xs font-semibold uppercase tracking-wide text-amber-700 dark:text-amber-300">{SP.enterTitle(c.sponsor_name)}</p>
            <h3 id={titleId} className="text-lg font-semibold leading-snug tracking-tight break-words">
              {c.title}
            </h3>
          </div>
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-8">
          <Fact term={T.prize}>
            <span className="break-words">{c.prize}</span>
          </Fact>
          <Fact term={T.closes}>
            <span className="tabular">{formatRecentTime(c.closes_at, undefined, new Date(), { kl: true })}</span>
          </Fact>
          {c.question && (
            <Fact term={T.question} className="sm:col-span-2">
              <span className="break-words">{c.question}</span>
            </Fact>
          )}
        </dl>
        <details className="group/rules text-sm">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {T.rules}
            <ChevronDown aria-hidden className="size-4 motion-safe:transition-transform group-open/rules:rotate-180" />
          </summary>
          <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-foreground/85">{c.rules_text}</p>
        </details>
      </div>
      <div className="grid content-start gap-4">
        {c.web && <CompetitionEntryForm competition={c} titleId={titleId} />}
        {c.sms_keyword && (
          <p className="flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm">
            <MessageSquareText aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>{SP.smsHow(c.sms_keyword)}</span>
          </p>
        )}
      </div>
    </section>
  );
}
