import { Link } from 'react-router';
import { ChevronRight, History, Mic, Monitor, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { MIND_READER_STATUS_LABELS, MIND_READER_STRINGS } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { displayName } from '@/lib/people';
import { LoadState } from './components/load-state';
import { useHistory, useToday } from './api';
import { currentRoundOf } from './lib/current-round';
import { currentSeason } from './history/seasons';
import { MR_WEB } from './strings';
import { useMindReaderSync } from './use-mind-reader-sync';

/**
 * /mind-reader: what the game is, today's session (caller, category, status), the ways to the
 * producer, host and studio views, and the season's record. The producer's view is offered to
 * those who start games and to the session's producer.
 */
export default function LandingPage() {
  const today = useToday();
  useMindReaderSync();
  const runsGames = useAuth().can('runGames');
  const history = useHistory(currentSeason());
  const session = today.data?.session && !today.data.session.closed_at ? today.data.session : null;
  const role = today.data?.role ?? 'viewer';
  const round = currentRoundOf(session);
  const stats = history.data?.pages[0]?.stats;

  const links: { to: string; label: string; text: string; icon: LucideIcon }[] = [
    ...(runsGames || role === 'producer' ? [{ to: '/producer/mind-reader', label: MR_WEB.producerLink, text: MR_WEB.producerLinkText, icon: SlidersHorizontal }] : []),
    { to: '/host/mind-reader', label: MR_WEB.hostLink, text: MR_WEB.hostLinkText, icon: Mic },
    { to: '/studio-display/mind-reader', label: MR_WEB.displayLink, text: MR_WEB.displayLinkText, icon: Monitor },
    { to: '/host/mind-reader/sessions', label: MR_WEB.historyLink, text: MR_WEB.historyLinkText, icon: History },
  ];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-5 px-4 py-6 sm:px-6 lg:py-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{MIND_READER_STRINGS.title}</h1>
        <p className="max-w-3xl text-muted-foreground">{MIND_READER_STRINGS.intro}</p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{MR_WEB.todayHeading}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3" data-testid="mind-reader-today">
            {today.data === undefined ? (
              <LoadState pending={today.isPending} error={today.error} onRetry={() => void today.refetch()} />
            ) : !session ? (
              <p className="text-muted-foreground">{MR_WEB.noSessionToday}</p>
            ) : (
              <>
                {MR_WEB.yourRole[role] && <Badge className="justify-self-start">{MR_WEB.yourRole[role]}</Badge>}
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  {round && (
                    <>
                      <dt className="text-muted-foreground">{MR_WEB.caller}</dt>
                      <dd className="font-medium break-words">{round.caller_name}</dd>
                      <dt className="text-muted-foreground">{MR_WEB.category}</dt>
                      <dd className="font-medium break-words">{round.category}</dd>
                      <dt className="text-muted-foreground">{MR_WEB.status}</dt>
                      <dd>
                        {MIND_READER_STATUS_LABELS[round.status]} · {MR_WEB.round(round.position)}
                      </dd>
                    </>
                  )}
                  <dt className="text-muted-foreground">{MR_WEB.producer}</dt>
                  <dd>{displayName(session.producer.full_name)}</dd>
                  <dt className="text-muted-foreground">{MR_WEB.host}</dt>
                  <dd>{displayName(session.host.full_name)}</dd>
                </dl>
              </>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>{MR_WEB.seasonRecordHeading}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-1" data-testid="mind-reader-record">
            {stats ? (
              <>
                <p className="text-2xl font-bold">{stats.rounds > 0 ? MIND_READER_STRINGS.record(stats.won, stats.rounds) : MIND_READER_STRINGS.noRoundsYet}</p>
                <p className="text-sm text-muted-foreground">{MIND_READER_STRINGS.season(stats.season)}</p>
              </>
            ) : (
              history.isError && <p className="text-sm text-muted-foreground">{MR_WEB.loadFailed}</p>
            )}
          </CardContent>
        </Card>
      </div>

      <nav aria-label={MR_WEB.viewsHeading} className="grid gap-3">
        <h2 className="text-lg font-semibold">{MR_WEB.viewsHeading}</h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex min-h-16 items-center gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon aria-hidden className="size-6 shrink-0 text-primary dark:text-blue-300" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold">{label}</span>
                  <span className="text-sm text-muted-foreground">{text}</span>
                </span>
                <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
