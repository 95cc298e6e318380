import { useAppConfig } from '@/lib/app-config';
import { LoadState } from '../components/load-state';
import { useTabSelection } from '../quiz-tabs';
import { QUIZ_WEB } from '../strings';
import { useTournaments } from '../tournaments/api';
import { useSpeedRounds } from './api';
import { NewRoundForm } from './new-round-form';
import { RoundDesk } from './round-desk';
import { RoundList } from './round-list';
import { pickRound } from './round-state';

/**
 * Hurtigrunde: the desk with the chosen round (?quiz-runde=<id>, else the one running) beside the
 * form for a new round and the recent rounds.
 */
export function SpeedTab() {
  const rounds = useSpeedRounds();
  const tournaments = useTournaments();
  const [selectedId, select] = useTabSelection('quiz-runde');
  const { timeZone } = useAppConfig();
  const list = rounds.data ?? [];
  const round = pickRound(list, selectedId);

  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-foreground">{QUIZ_WEB.speed.intro}</p>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <LoadState query={rounds}>
          {round ? (
            <RoundDesk round={round} tournament={tournaments.data?.find((t) => t.id === round.tournament_id)} />
          ) : (
            <p className="grid min-h-40 place-items-center rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">{QUIZ_WEB.speed.pickRound}</p>
          )}
        </LoadState>
        <div className="grid gap-5">
          <NewRoundForm onCreated={(id) => select(id, { replace: true })} />
          <RoundList rounds={list} selectedId={round?.id ?? null} timeZone={timeZone} onSelect={(id) => select(id, { replace: true })} />
        </div>
      </div>
    </div>
  );
}
