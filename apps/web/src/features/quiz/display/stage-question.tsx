import { useId, type CSSProperties } from 'react';
import { alternativeLetter, type QuizStaffState } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { Countdown } from '../live/countdown';
import { correctAnswerText, distributionBars, secondsText, type DistributionBar } from '../live/format';
import { LIVE } from '../live/strings';
import { DisplayTimer, DisplayTimerBar } from './display-timer';
import { alternativeFit, promptFit } from './prompt-fit';
import styles from './quiz-display.module.css';

/**
 * A question on the studio screen: the prompt, the picture if it has one, the alternatives in big
 * lettered tiles, the clock and "n svar". After the reveal the same tiles show how the answers
 * spread, the right one highlighted. Before it, every tile looks the same: the state carries no
 * answer, and nothing here could hint at one.
 */
export function StageQuestion({ state, countdown, squeezed }: { state: QuizStaffState; countdown: Countdown; squeezed: boolean }) {
  const question = state.question!;
  const reveal = state.reveal && !state.reveal.skipped ? state.reveal : null;
  const headingId = useId();
  const bars = reveal && question.kind === 'choice' ? distributionBars(question.alternatives, reveal) : null;
  const picture = !squeezed && state.media?.kind === 'image' ? state.media : null;
  return (
    <section aria-labelledby={headingId} className={cn(styles.stage, styles.question)} data-testid="quiz-display-question">
      <div className={styles.top}>
        <p className={cn(styles.kicker, 'text-muted-foreground')}>
          {LIVE.questionOf(question.index + 1, state.question_count)}
          {reveal && ` · ${LIVE.correctAnswer}`}
        </p>
        {!reveal && <DisplayTimer countdown={countdown} />}
      </div>
      {!reveal ? <DisplayTimerBar countdown={countdown} /> : <div aria-hidden />}
      <h2 id={headingId} className={cn(styles.prompt, styles.clamp)} style={{ '--fit': promptFit(question.prompt) } as CSSProperties}>
        {question.prompt}
      </h2>
      <div className={cn(styles.body, picture && styles.withMedia)}>
        {picture && <img src={picture.url} alt={LIVE.picture(picture.title)} className={styles.media} />}
        {question.kind === 'choice' ? (
          <ol className={styles.alternatives} aria-label={LIVE.alternatives}>
            {question.alternatives.map((text, index) => (
              <AlternativeTile key={index} index={index} text={text} bar={bars?.[index] ?? null} />
            ))}
          </ol>
        ) : (
          <div className={styles.textAnswer}>
            {reveal ? (
              <p className="text-green-700 dark:text-green-400">{correctAnswerText(question.alternatives, reveal)}</p>
            ) : (
              <p className="text-muted-foreground">{LIVE.textAnswerDisplay}</p>
            )}
          </div>
        )}
      </div>
      <div className={styles.footer}>
        {reveal ? (
          <p>{reveal.first_correct ? `${LIVE.firstCorrect}: ${LIVE.firstCorrectLine(reveal.first_correct.name, secondsText(reveal.first_correct.elapsed_ms))}` : LIVE.nobodyCorrect}</p>
        ) : (
          <p className={styles.answers} data-testid="quiz-display-answers">
            {LIVE.answersCount(state.answers)}
          </p>
        )}
        <p className="text-muted-foreground">{LIVE.joinLine(state.code)}</p>
      </div>
    </section>
  );
}

/** One lettered alternative; after the reveal its bar fills behind it and the right one is green. */
function AlternativeTile({ index, text, bar }: { index: number; text: string; bar: DistributionBar | null }) {
  const letter = alternativeLetter(index);
  const right = bar?.correct === true;
  return (
    <li
      className={cn(styles.alternative, 'border-2', right ? 'border-green-500 bg-green-600/10' : bar ? 'border-transparent bg-foreground/[0.05] text-muted-foreground' : 'border-transparent bg-foreground/[0.07]')}
      style={{ '--fit': alternativeFit(text) } as CSSProperties}
    >
      {bar && <span aria-hidden className={cn(styles.fill, right ? 'bg-green-600/35' : 'bg-foreground/10')} style={{ width: `${bar.share * 100}%` }} />}
      <span aria-hidden className={cn(styles.letter, right ? 'bg-green-600 text-white' : 'bg-primary text-primary-foreground')}>
        {letter}
      </span>
      <span className={cn(styles.alternativeText, styles.clamp, right && 'text-foreground')}>
        <span className="sr-only">{letter}: </span>
        {text}
        {bar && <span className="sr-only">{` – ${LIVE.answersCount(bar.count)} (${bar.percent} %)${right ? `, ${LIVE.correctMark}` : ''}`}</span>}
      </span>
      {bar && (
        <span aria-hidden className={cn(styles.count, right && 'text-foreground')}>
          {bar.percent} %<span className={styles.countDetail}>{LIVE.answersCount(bar.count)}</span>
        </span>
      )}
    </li>
  );
}
