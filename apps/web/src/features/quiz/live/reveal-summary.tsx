import { Trophy } from 'lucide-react';
import type { QuizPublicQuestion, QuizReveal } from '@studioportal/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { correctAnswerText, distributionBars, percentOf, secondsText } from './format';
import { LIVE } from './strings';

/**
 * A revealed question's result: the right answer, how the answers spread over the alternatives,
 * the share right, the average time and who was first right (the host reads that on air).
 */
export function RevealSummary({ question, reveal, className }: { question: QuizPublicQuestion; reveal: QuizReveal; className?: string }) {
  if (reveal.skipped) {
    return (
      <Card className={className}>
        <CardContent className="pt-5 text-muted-foreground">{LIVE.skipped}</CardContent>
      </Card>
    );
  }
  const answer = correctAnswerText(question.alternatives, reveal);
  const bars = question.kind === 'choice' ? distributionBars(question.alternatives, reveal) : [];
  return (
    <Card className={className} data-testid="quiz-reveal">
      <CardHeader>
        <CardTitle>{LIVE.result}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {answer && (
          <p className="text-lg">
            <span className="text-muted-foreground">{LIVE.correctAnswer}: </span>
            <span className="font-bold">{answer}</span>
          </p>
        )}
        <dl className="grid grid-cols-3 gap-3">
          <Figure label={LIVE.percentCorrect} value={`${percentOf(reveal.correct, reveal.answers)} %`} detail={`${reveal.correct} / ${reveal.answers}`} />
          <Figure label={LIVE.averageTime} value={reveal.average_ms === null ? '–' : secondsText(reveal.average_ms)} />
          <Figure label={LIVE.answersLabel} value={String(reveal.answers)} />
        </dl>
        <p className="flex items-center gap-2">
          <Trophy aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
          {reveal.first_correct ? (
            <span>
              <span className="text-muted-foreground">{LIVE.firstCorrect}: </span>
              <span className="font-semibold">{LIVE.firstCorrectLine(reveal.first_correct.name, secondsText(reveal.first_correct.elapsed_ms))}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">{LIVE.nobodyCorrect}</span>
          )}
        </p>
        {bars.length > 0 && (
          <ul aria-label={LIVE.distribution} className="grid gap-2">
            {bars.map((bar) => (
              <li key={bar.index} className="grid grid-cols-[2rem_minmax(0,1fr)_auto] items-center gap-2">
                <span className="sr-only">{LIVE.distributionRow(bar.letter, bar.text, bar.count, bar.percent)}</span>
                <span aria-hidden className={cn('grid size-8 place-items-center rounded-md font-bold', bar.correct ? 'bg-green-600 text-white' : 'bg-foreground/10')}>
                  {bar.letter}
                </span>
                <span aria-hidden className="relative h-8 overflow-hidden rounded-md bg-foreground/[0.06]">
                  <span
                    className={cn('absolute inset-y-0 left-0 transition-[width] duration-500 motion-reduce:transition-none', bar.correct ? 'bg-green-600/60' : 'bg-primary/30')}
                    style={{ width: `${bar.share * 100}%` }}
                  />
                  <span className="relative flex h-full items-center truncate px-2 text-sm font-medium">{bar.text}</span>
                </span>
                <span aria-hidden className="tabular w-20 text-right text-sm">
                  <span className="font-bold">{bar.count}</span> <span className="text-muted-foreground">({bar.percent} %)</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-foreground/[0.05] px-3 py-2">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="tabular text-xl font-bold">
        {value}
        {detail && <span className="block text-xs font-medium text-muted-foreground">{detail}</span>}
      </dd>
    </div>
  );
}
