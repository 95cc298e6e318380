import { QUIZ_PHASE_LABELS, type QuizSessionSummary } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { formatRecentTime } from '@/lib/datetime';
import { QUIZ_WEB } from '../strings';

/** The quizzes that count in the tournament, newest first: when, how many played, who won. */
export function SessionsList({ sessions, timeZone }: { sessions: QuizSessionSummary[]; timeZone: string }) {
  const t = QUIZ_WEB.tournaments;
  if (sessions.length === 0) return <p className="text-sm text-muted-foreground">{t.noSessions}</p>;
  const sorted = [...sessions].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ul className="grid gap-2">
      {sorted.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-3 text-sm">
          <span className="mr-auto min-w-0 font-medium">{session.title}</span>
          <Badge variant={session.phase === 'finished' ? 'outline' : 'success'}>{QUIZ_PHASE_LABELS[session.phase]}</Badge>
          <span className="basis-full text-xs text-muted-foreground sm:basis-auto">
            {[formatRecentTime(session.created_at, timeZone), t.participants(session.participants), session.winner && t.winnerOfSession(session.winner)].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
