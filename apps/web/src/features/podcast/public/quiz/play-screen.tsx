import { useId, useRef } from 'react';
import { WifiOff } from 'lucide-react';
import type { QuizPlayState } from '@studioportal/shared';
import { answerVerdict, choosePlayView, currentAnswer, msLeft, type PlayView } from './play-view';
import { AnsweredView, LobbyView, PausedView, TimeUpView } from './waiting-views';
import { CountdownView, OpenView } from './question-views';
import { RevealView } from './reveal-view';
import { FinishedView, LeaderboardView } from './standings-views';
import { QUIZ_PLAY_STRINGS as T } from './strings';
import { useAnnouncement } from './use-announcement';
import { usePlaySession, type Ended } from './use-play-session';
import { useServerNow } from './use-server-now';

/**
 * The joined player's phone: one view per phase, driven by the stream (play-stream.ts), counted
 * against the server's clock. The app's polite live region says what changed; the timer is not in it.
 */
export function PlayScreen({ code, initial, onEnded, onLeave }: { code: string; initial: QuizPlayState; onEnded: (ended: Ended) => void; onLeave: () => void }) {
  const headingId = useId();
  const play = usePlaySession(code, initial, onEnded);
  const { state, connection } = play;
  const { session, me } = state;
  const clockRuns = session.phase === 'question' && !session.paused;
  const now = useServerNow(play.offset, clockRuns);
  const view = choosePlayView(state, now);
  const left = msLeft(state, view, now);
  const verdict = answerVerdict(me, session.reveal);
  useAnnouncement(view, state, verdict);
  const viewRef = useRef<HTMLDivElement>(null);
  // The pressed button is gone once the answer is in: the focus goes to what replaced it, not to the page's top.
  const answer = async (input: Parameters<typeof play.answer>[0]) => {
    if (await play.answer(input)) viewRef.current?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-semibold tracking-tight">
          {session.title}
        </h3>
        {me && <p className="text-sm text-muted-foreground">{T.joinedAs(me.nickname)}</p>}
      </div>
      <div ref={viewRef} tabIndex={-1} data-view={view} className="rounded-md focus-visible:outline-none">
        {renderView(view)}
      </div>
      {connection === 'lost' && (
        <p className="flex items-center gap-2 text-sm text-amber-700 dark:text-amber-400">
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {T.lostContact}
        </p>
      )}
    </section>
  );

  function renderView(current: PlayView) {
    switch (current) {
      case 'lobby':
        return <LobbyView session={session} />;
      case 'countdown':
        return <CountdownView session={session} msLeft={left ?? 0} />;
      case 'open':
        return <OpenView key={session.question_index} session={session} msLeft={left ?? 0} sending={play.sending} error={play.answerError} onAnswer={(a) => void answer(a)} />;
      case 'answered': {
        const answer = currentAnswer(state);
        const stillOpen = session.phase === 'question' ? msLeft(state, 'open', now) : null;
        return answer ? <AnsweredView session={session} answer={answer} msLeft={stillOpen} /> : null;
      }
      case 'timeUp':
        return <TimeUpView session={session} error={play.answerError} />;
      case 'paused':
        return <PausedView session={session} />;
      case 'revealed':
        return <RevealView session={session} me={me} verdict={verdict} />;
      case 'leaderboard':
        return <LeaderboardView entries={state.leaderboard} me={me} />;
      case 'finished':
        return <FinishedView entries={state.leaderboard} me={me} onLeave={onLeave} />;
    }
  }
}
