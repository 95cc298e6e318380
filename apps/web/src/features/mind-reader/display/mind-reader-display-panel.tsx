import { formatMmSs, MIND_READER_OUTCOME_LABELS, MIND_READER_STRINGS, type MindReaderRound, type MindReaderStats } from '@studioportal/shared';
import { cn } from '@/lib/cn';
import type { DisplayPanelProps } from '@/lib/extension-points';
import { AnswerTrail } from '../components/answer-trail';
import { useHistory, useToday } from '../api';
import { currentRoundOf } from '../lib/current-round';
import { useTimeLeft } from '../lib/use-time-left';
import { currentSeason } from '../history/seasons';
import { MR_WEB } from '../strings';
import { useMindReaderSync } from '../use-mind-reader-sync';
import styles from './mind-reader-display.module.css';

/**
 * Tankeleseren on the studio screen (/studio-display/mind-reader inside the layout, and
 * /studio-display/mind-reader/large full screen): the category, the question counter and the time
 * left big, the answers as a row of marks, the latest hint, and the reveal with the outcome. It
 * reads only the round everyone gets, which has no secret before the reveal. The display around it
 * brings the clock strip, ON AIR and Akutt.
 */
export default function MindReaderDisplayPanel({ large }: DisplayPanelProps) {
  const today = useToday();
  useMindReaderSync();
  const session = today.data?.session && !today.data.session.closed_at ? today.data.session : null;
  const round = currentRoundOf(session);
  const stage = !round ? 'idle' : round.revealed_at ? 'revealed' : round.status;
  return (
    <div className={cn(styles.panel, !large && styles.embedded)} data-testid="mind-reader-display" data-stage={stage}>
      {!round && <StageIdle loading={today.isPending} />}
      {round && round.status === 'ready' && <StageReady round={round} />}
      {round && round.status === 'playing' && <StagePlaying round={round} />}
      {round && round.status === 'finished' && (round.revealed_at ? <StageRevealed round={round} /> : <StageFinished round={round} />)}
    </div>
  );
}

function StageIdle({ loading }: { loading: boolean }) {
  const history = useHistory(currentSeason());
  const stats: MindReaderStats | undefined = history.data?.pages[0]?.stats;
  return (
    <section aria-label={MR_WEB.displayIdle} className={styles.centred}>
      <p className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>{MIND_READER_STRINGS.title}</p>
      {!loading && <p className={cn(styles.title, 'text-muted-foreground')}>{MR_WEB.displayIdle}</p>}
      {stats && stats.rounds > 0 && <p className={styles.sub}>{MIND_READER_STRINGS.record(stats.won, stats.rounds)}</p>}
    </section>
  );
}

function StageReady({ round }: { round: MindReaderRound }) {
  return (
    <section aria-label={MR_WEB.displayReady} className={styles.centred}>
      <p className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>
        {MIND_READER_STRINGS.title} · {MR_WEB.round(round.position)}
      </p>
      <p className={styles.category}>{round.category}</p>
      <p className={cn(styles.sub, 'text-muted-foreground')}>
        {round.caller_name} · {MR_WEB.questionsOfShort(0, round.question_limit)} {MR_WEB.displayQuestions.toLowerCase()} · {formatMmSs(round.time_limit_s)}
      </p>
    </section>
  );
}

function StagePlaying({ round }: { round: MindReaderRound }) {
  const left = useTimeLeft(round);
  const lastHint = round.hints_given.at(-1);
  const urgent = left.phase === 'up' || (left.phase === 'running' && left.seconds <= 30);
  return (
    <section aria-label={MIND_READER_STRINGS.title} className={cn(styles.stage, styles.playing)}>
      <div className={styles.top}>
        <div className="grid min-w-0 gap-[0.6cqh]">
          <p className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>
            {MIND_READER_STRINGS.title} · {MR_WEB.category}
          </p>
          <p className={styles.category} data-testid="mind-reader-category">
            {round.category}
          </p>
        </div>
        <p className={cn(styles.caller, 'shrink-0 text-muted-foreground')}>{round.caller_name}</p>
      </div>
      <div className={styles.middle}>
        <div className={styles.figureBlock}>
          <p className={cn(styles.figureLabel, 'text-muted-foreground')}>{MR_WEB.displayQuestions}</p>
          <p className={styles.counter} data-testid="mind-reader-count">
            <span aria-hidden>
              {round.questions_used}
              <span className={cn(styles.counterLimit, 'text-muted-foreground')}> / {round.question_limit}</span>
            </span>
            <span className="sr-only">{MIND_READER_STRINGS.questionsOf(round.questions_used, round.question_limit)}</span>
          </p>
        </div>
        <div className={styles.figureBlock} data-testid="mind-reader-time" data-phase={left.phase}>
          <p className={cn(styles.figureLabel, 'text-muted-foreground')}>{left.phase === 'up' ? MR_WEB.displayTimeUp : MR_WEB.timeLeft}</p>
          <p className={cn(styles.timer, urgent && 'text-red-600 dark:text-red-400')}>
            <span aria-hidden>{formatMmSs(left.seconds ?? 0)}</span>
            <span className="sr-only">{left.phase === 'up' ? MIND_READER_STRINGS.timeUp : MR_WEB.timeLeftSr(formatMmSs(left.seconds ?? 0))}</span>
          </p>
        </div>
      </div>
      <AnswerTrail round={round} size="big" />
      {lastHint ? (
        <p className={styles.hint}>
          <span className="text-muted-foreground">{MR_WEB.hintsHeading}: </span>
          {lastHint.text}
        </p>
      ) : (
        <span />
      )}
    </section>
  );
}

function StageFinished({ round }: { round: MindReaderRound }) {
  return (
    <section aria-label={MR_WEB.displayFinishedWaiting} className={styles.centred}>
      <p className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>
        {MIND_READER_STRINGS.title} · {round.category}
      </p>
      {round.outcome && <Outcome round={round} />}
      <p className={styles.sub}>{MIND_READER_STRINGS.questionsOf(round.questions_used, round.question_limit)}</p>
      <AnswerTrail round={round} size="big" className="justify-center" />
      <p className={cn(styles.sub, 'text-muted-foreground')}>{MR_WEB.displayFinishedWaiting}</p>
    </section>
  );
}

function StageRevealed({ round }: { round: MindReaderRound }) {
  return (
    <section aria-label={MR_WEB.secretHeading} className={cn(styles.centred, styles.reveal)} data-testid="mind-reader-reveal">
      <p className={cn(styles.kicker, 'text-primary dark:text-blue-300')}>
        {round.category} · {MR_WEB.secretHeading}
      </p>
      <p className={styles.secret}>{round.secret}</p>
      {round.outcome && <Outcome round={round} />}
      <p className={styles.sub}>{MIND_READER_STRINGS.questionsOf(round.questions_used, round.question_limit)}</p>
      {round.first_listener && (
        <p className={cn(styles.sub, 'text-muted-foreground')}>
          {MR_WEB.firstListener}: {round.first_listener.name}
        </p>
      )}
    </section>
  );
}

function Outcome({ round }: { round: MindReaderRound }) {
  if (!round.outcome) return null;
  const won = round.outcome === 'gjettet';
  return <p className={cn(styles.outcome, won ? 'bg-green-600 text-white' : 'bg-red-700 text-white')}>{MIND_READER_OUTCOME_LABELS[round.outcome]}</p>;
}
