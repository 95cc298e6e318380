import { Trophy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useAppConfig } from '@/lib/app-config';
import { formatRecentTime } from '@/lib/datetime';
import { useFinishedSessions } from './api';
import { LIVE } from './strings';

const SHOWN = 5;

/** With no session running: what this tab is for, and the last finished sessions with their winners. */
export function NoSession() {
  const finished = useFinishedSessions();
  const { timeZone } = useAppConfig();
  const sessions = (finished.data ?? []).slice(0, SHOWN);
  return (
    <div className="grid gap-4" data-testid="quiz-no-session">
      <div className="grid gap-1 rounded-xl border border-dashed p-5">
        <h2 className="text-lg font-semibold">{LIVE.noSessionTitle}</h2>
        <p className="max-w-prose text-sm text-muted-foreground">{LIVE.noSessionText}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{LIVE.lastSessions}</CardTitle>
        </CardHeader>
        <CardContent>
          {finished.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner className="size-4" />
              {LIVE.loading}
            </p>
          ) : sessions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{finished.isError ? LIVE.loadFailed : LIVE.noFinished}</p>
          ) : (
            <ul className="divide-y">
              {sessions.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{s.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {[formatRecentTime(s.ended_at ?? s.created_at, timeZone), LIVE.questionsCount(s.question_count), LIVE.participantsCount(s.participants)].join(' · ')}
                    </p>
                  </div>
                  <p className="flex items-center gap-1.5 text-sm">
                    <Trophy aria-hidden className="size-4 text-amber-600 dark:text-amber-400" />
                    {s.winner ? LIVE.winner(s.winner) : LIVE.noWinner}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
