import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Flag, Play, SkipForward, X } from 'lucide-react';
import { SPEED_MARKS, type SpeedMark, type SpeedRound, type Tournament } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useOnline } from '@/lib/offline/online-status';
import { RequiresNetwork } from '@/lib/offline/requires-network';
import { quizKeys } from '../lib/query-keys';
import { QUIZ_WEB } from '../strings';
import { useFinishRound, useMarkRound, useStartRound } from './api';
import { formatTimeLeft, isTimeUp, MARK_KEYS, markForKey, timeLeftMs } from './round-state';
import { useServerNow } from './use-server-now';

const MARK_STYLE: Record<SpeedMark, { icon: typeof Check; button: string }> = {
  riktig: { icon: Check, button: 'bg-green-700 text-white hover:bg-green-800 focus-visible:ring-green-500' },
  feil: { icon: X, button: 'bg-red-700 text-white hover:bg-red-800 focus-visible:ring-red-500' },
  pass: { icon: SkipForward, button: 'bg-secondary text-secondary-foreground hover:bg-accent' },
};

const STATUS_VARIANT = { klar: 'secondary', i_gang: 'success', ferdig: 'outline' } as const;

/** A key pressed in a field is typing, not a mark. */
function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/**
 * The speed-round desk: the time left on the server's clock in big figures, the question to read,
 * and Riktig / Feil / Pass as three big buttons (R, F, P on the keyboard) while the round runs.
 */
export function RoundDesk({ round, tournament }: { round: SpeedRound; tournament: Tournament | undefined }) {
  const now = useServerNow(200);
  const start = useStartRound();
  const finish = useFinishRound();
  const mark = useMarkRound();
  const online = useOnline();
  const [flash, setFlash] = useState<SpeedMark | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const s = QUIZ_WEB.speed;

  const left = timeLeftMs(round, now);
  const timeUp = isTimeUp(round, now);
  const running = round.status === 'i_gang' && !timeUp;

  // At zero the server is asked again: reading the rounds finishes an overdue one there (and tells
  // every screen), so the round is recorded without anyone pressing "Avslutt".
  const queryClient = useQueryClient();
  useEffect(() => {
    if (timeUp) void queryClient.invalidateQueries({ queryKey: quizKeys.speedRounds });
  }, [timeUp, queryClient]);

  const failed = (error: unknown) => toast({ title: QUIZ_WEB.actionFailed, description: errorMessage(error), variant: 'destructive' });

  const press = (which: SpeedMark) => {
    if (!running || !online) return;
    mark.mutate({ id: round.id, mark: which }, { onError: failed });
    // A brief ring on the button says the press was taken (a colour change, no movement).
    setFlash(which);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), 180);
  };
  const pressRef = useRef(press);
  useEffect(() => {
    pressRef.current = press;
  });

  useEffect(() => {
    if (!running) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.repeat || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      // A dialog over the desk (a menu, a confirmation) has the keyboard.
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      const which = markForKey(event.key);
      if (!which) return;
      event.preventDefault();
      pressRef.current(which);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [running]);

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const counts: { label: string; value: number; tone: string }[] = [
    { label: s.marks.riktig, value: round.correct, tone: 'text-green-700 dark:text-green-400' },
    { label: s.marks.feil, value: round.wrong, tone: 'text-red-700 dark:text-red-400' },
    { label: s.marks.pass, value: round.passes, tone: 'text-muted-foreground' },
  ];

  return (
    <Card className={cn('grid gap-5 p-4 sm:p-6', round.status === 'i_gang' && !timeUp && 'border-green-600/50 ring-1 ring-green-600/40')} role="region" aria-labelledby="quiz-round-heading">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="quiz-round-heading" className="mr-auto break-words text-xl font-semibold">
          {round.participant_name}
        </h2>
        {tournament && <span className="text-sm text-muted-foreground">{s.tournamentLine(tournament.name)}</span>}
        <Badge variant={timeUp ? 'warning' : STATUS_VARIANT[round.status]}>{timeUp ? s.timeUp : s.statusLabels[round.status]}</Badge>
      </div>

      <div className="grid justify-items-center gap-1 rounded-xl bg-muted/50 p-4">
        <span id="quiz-time-left-label" className="text-sm font-medium text-muted-foreground">
          {timeUp || round.status === 'ferdig' ? s.timeUp : s.timeLeft}
        </span>
        <span
          role="timer"
          aria-labelledby="quiz-time-left-label"
          className={cn('tabular font-mono text-7xl font-bold leading-none sm:text-8xl', timeUp && 'text-red-700 dark:text-red-400', running && left <= 10_000 && 'text-amber-600 dark:text-amber-400')}
        >
          {formatTimeLeft(left)}
        </span>
        {round.status === 'klar' && <p className="pt-2 text-center text-sm text-muted-foreground">{s.ready(round.duration_s)}</p>}
      </div>

      {round.status !== 'ferdig' && (
        <section aria-labelledby="quiz-round-prompt" className="grid gap-1.5 rounded-xl border p-4">
          <h3 id="quiz-round-prompt" className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {s.questionNow}
          </h3>
          <p className="text-2xl font-semibold leading-snug sm:text-3xl" aria-live="polite">
            {round.current_prompt ?? <span className="text-base font-normal text-muted-foreground">{round.set_id ? s.noPromptSet : s.noPromptPaper}</span>}
          </p>
        </section>
      )}

      {round.status === 'i_gang' && (
        <div className="grid grid-cols-3 gap-2 sm:gap-3">
          {SPEED_MARKS.map((which) => {
            const { icon: Icon, button } = MARK_STYLE[which];
            return (
              <button
                key={which}
                type="button"
                onClick={() => press(which)}
                disabled={!running || !online}
                aria-keyshortcuts={MARK_KEYS[which]}
                className={cn(
                  'grid min-h-28 place-items-center gap-1 rounded-xl p-3 text-xl font-bold shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:opacity-40 sm:min-h-32 sm:text-2xl',
                  button,
                  flash === which && 'ring-4 ring-primary ring-offset-2 ring-offset-background',
                )}
              >
                <Icon aria-hidden className="size-7" />
                {s.marks[which]}
                <kbd aria-label={s.shortcut(MARK_KEYS[which])} className="rounded border border-current/40 px-1.5 font-mono text-xs font-semibold opacity-80">
                  {MARK_KEYS[which]}
                </kbd>
              </button>
            );
          })}
        </div>
      )}

      <dl className="grid grid-cols-3 gap-2 text-center" aria-label={round.status === 'ferdig' ? s.result : s.counts}>
        {counts.map((c) => (
          <div key={c.label} className="rounded-lg border p-2">
            <dt className="text-xs text-muted-foreground">{c.label}</dt>
            <dd className={cn('tabular text-3xl font-bold', c.tone)}>{c.value}</dd>
          </div>
        ))}
      </dl>

      <div className="flex flex-wrap items-center gap-2">
        {round.status === 'klar' && (
          <RequiresNetwork>
            {({ offline, controlProps }) => (
              <Button size="lg" disabled={start.isPending || offline} {...controlProps} onClick={() => start.mutate(round.id, { onError: failed })}>
                <Play aria-hidden />
                {s.start}
              </Button>
            )}
          </RequiresNetwork>
        )}
        {round.status === 'i_gang' && (
          <RequiresNetwork>
            {({ offline, controlProps }) => (
              <Button size={timeUp ? 'lg' : 'default'} variant={timeUp ? 'default' : 'outline'} disabled={finish.isPending || offline} {...controlProps} onClick={() => finish.mutate(round.id, { onError: failed })}>
                <Flag aria-hidden />
                {timeUp ? s.finishNow : s.finish}
              </Button>
            )}
          </RequiresNetwork>
        )}
        {round.status === 'ferdig' && <p className="text-sm font-medium">{s.summary(round.correct, round.wrong, round.passes)}</p>}
      </div>
    </Card>
  );
}
