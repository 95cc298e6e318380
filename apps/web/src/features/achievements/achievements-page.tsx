import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { AchievementCard } from './achievement-card';
import { useAchievements } from './api';
import { ACHIEVEMENT_TEXT as T } from './strings';

/** /mobile-achievement: the signed-in person's achievements, earned first; one column on a phone. */
export default function AchievementsPage() {
  const query = useAchievements();
  const list = query.data?.achievements;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <header className="mb-5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{T.title}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{T.intro}</p>
        {list && (
          <p className="mt-2 text-sm font-medium">{T.summary(list.filter((a) => a.earned_at !== null).length, list.length)}</p>
        )}
      </header>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {T.loading}
        </p>
      ) : !list ? (
        <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm">
          <p>{errorMessage(query.error, T.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <ul aria-label={T.listLabel} className="grid gap-3 lg:grid-cols-2">
          {list.map((achievement) => (
            <li key={achievement.key}>
              <AchievementCard achievement={achievement} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
