import { MIND_READER_STRINGS, type MindReaderStats } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import { MR_WEB } from '../strings';

/**
 * The season's figures: the record line ("Tankeleseren har klart 34 av 40"), the success rate,
 * the average number of questions and the longest streak. `large` is the studio screen's size.
 */
export function StatsView({ stats, large = false }: { stats: MindReaderStats; large?: boolean }) {
  const figures = [
    { label: MR_WEB.successRate, value: MR_WEB.percent(stats.success_rate) },
    { label: MR_WEB.averageQuestions, value: MR_WEB.decimal(stats.average_questions) },
    { label: MR_WEB.longestStreak, value: String(stats.longest_streak) },
    { label: MR_WEB.currentStreak, value: String(stats.current_streak) },
  ];
  return (
    <section aria-labelledby="mr-stats-heading" className="grid gap-3" data-testid="mind-reader-stats">
      <h2 id="mr-stats-heading" className={cn('font-semibold', large ? 'text-2xl' : 'text-lg')}>
        {MR_WEB.statsHeading} · {MIND_READER_STRINGS.season(stats.season)}
      </h2>
      <p className={cn('font-bold', large ? 'text-3xl sm:text-4xl lg:text-5xl' : 'text-2xl')}>
        {stats.rounds > 0 ? MIND_READER_STRINGS.record(stats.won, stats.rounds) : MIND_READER_STRINGS.noRoundsYet}
      </p>
      <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', large && 'gap-5')}>
        {figures.map((f) => (
          <div key={f.label} className="rounded-xl border bg-card p-4">
            <dt className={cn('text-muted-foreground', large ? 'text-lg' : 'text-sm')}>{f.label}</dt>
            <dd className={cn('tabular font-bold whitespace-nowrap', large ? 'text-3xl sm:text-5xl' : 'text-3xl')}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
