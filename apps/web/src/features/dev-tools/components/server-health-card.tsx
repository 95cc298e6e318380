import type { ReactNode } from 'react';
import { type HealthState, SYSTEM_HEALTH_STRINGS as S, type SystemHealth } from '@studioportal/shared';
import { Badge } from '@/components/ui/badge';
import { formatClock } from '@/lib/datetime';
import { useServerHealth } from '@/lib/realtime';
import { Facts, SectionCard } from './section-card';

const STATE_VARIANT = { ok: 'success', degraded: 'warning', down: 'destructive' } as const;

function StateBadge({ state }: { state: HealthState }) {
  return <Badge variant={STATE_VARIANT[state]}>{S[state]}</Badge>;
}

function uptime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return h > 0 ? `${h} t ${m} min` : `${m} min`;
}

function rows(health: SystemHealth, timeZone: string): [string, ReactNode][] {
  const { database, realtime, jobs } = health;
  return [
    ['Status', <StateBadge key="s" state={health.status} />],
    [
      S.database,
      <span key="d" className="inline-flex flex-wrap items-center gap-2">
        <StateBadge state={database.status} />
        {database.kind === 'pglite' ? 'Innebygd (PGlite)' : 'PostgreSQL'}
        {database.latency_ms !== null && (
          <span className="tabular text-muted-foreground">{`svartid ${database.latency_ms.toLocaleString('nb-NO', { maximumFractionDigits: 1 })} ms`}</span>
        )}
      </span>,
    ],
    [
      S.realtime,
      <span key="r" className="inline-flex flex-wrap items-center gap-2">
        <StateBadge state={realtime.status} />
        {realtime.connections === 1 ? '1 tilkobling' : `${realtime.connections} tilkoblinger`}
        <span className="text-muted-foreground">{realtime.cluster === 'single' ? 'én prosess' : `flere prosesser (${realtime.cluster === 'redis' ? 'Redis' : 'PostgreSQL'})`}</span>
      </span>,
    ],
    [
      S.jobs,
      <span key="j" className="inline-flex flex-wrap items-center gap-2">
        <StateBadge state={jobs.status} />
        {`${jobs.queued} i kø, ${jobs.running} kjører, ${jobs.failed_24h} feilet siste døgn`}
      </span>,
    ],
    ['Versjon', health.version],
    ['Oppetid', uptime(health.uptime_s)],
    ['Sist meldt', formatClock(new Date(health.at), timeZone)],
  ];
}

/** What the server this tab is connected to says about itself (the system-health channel). */
export function ServerHealthCard({ timeZone }: { timeZone: string }) {
  const health = useServerHealth();
  return (
    <SectionCard title={S.title} description="Serverens egen melding om database, sanntid og bakgrunnsjobber. Oppdateres hvert 10. sekund.">
      {health ? <Facts rows={rows(health, timeZone)} /> : <p className="text-sm text-muted-foreground">{S.waiting}</p>}
    </SectionCard>
  );
}
