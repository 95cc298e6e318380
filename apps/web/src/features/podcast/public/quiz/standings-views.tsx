import { useId } from 'react';
import { PartyPopper } from 'lucide-react';
import { QUIZ_LIMITS as L, type QuizLeaderboardEntry, type QuizPlayMe } from '@studioportal/shared';
import { Button } from '@/components/ui/button';
import { RankedList } from './ranked-list';
import { QUIZ_PLAY_STRINGS as T } from './strings';

/** "Du er nr. 4 med 2300 poeng" (or just the points before the player has a place). */
export function MyPlace({ me, final = false }: { me: QuizPlayMe | null; final?: boolean }) {
  if (!me) return null;
  const text = me.rank !== null ? (final ? T.finalPlace(me.rank, me.points) : T.yourPlace(me.rank, me.points)) : final ? T.finalPoints(me.points) : T.yourPoints(me.points);
  return <p className="tabular rounded-lg bg-primary/10 px-4 py-3 text-center text-lg font-semibold text-foreground">{text}</p>;
}

function TopList({ entries, me }: { entries: readonly QuizLeaderboardEntry[]; me: QuizPlayMe | null }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {T.leaderboard}
      </h4>
      <RankedList
        labelledBy={headingId}
        rows={entries.slice(0, L.leaderboardShown).map((entry) => ({
          key: entry.participant_id,
          rank: entry.rank,
          name: entry.name,
          points: entry.points,
          badges: entry.badges,
          mine: entry.participant_id === me?.participant_id,
        }))}
      />
    </div>
  );
}

export function LeaderboardView({ entries, me }: { entries: readonly QuizLeaderboardEntry[] | null; me: QuizPlayMe | null }) {
  return (
    <div className="grid gap-4">
      <MyPlace me={me} />
      <TopList entries={entries ?? []} me={me} />
    </div>
  );
}

export function FinishedView({ entries, me, onLeave }: { entries: readonly QuizLeaderboardEntry[] | null; me: QuizPlayMe | null; onLeave: () => void }) {
  return (
    <div className="grid gap-4">
      <div className="grid justify-items-center gap-2 py-2 text-center">
        <PartyPopper aria-hidden className="size-10 text-amber-500" />
        <p className="text-xl font-semibold tracking-tight">{T.finished}</p>
        <p className="text-sm text-muted-foreground">{T.thanks}</p>
      </div>
      <MyPlace me={me} final />
      <TopList entries={entries ?? []} me={me} />
      <Button variant="outline" onClick={onLeave} className="max-sm:w-full sm:justify-self-start">
        {T.leave}
      </Button>
    </div>
  );
}
