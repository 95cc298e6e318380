import { Wifi, WifiOff } from 'lucide-react';
import { type HealthState, SYSTEM_HEALTH_STRINGS } from '@studioportal/shared';
import { useConnectionHealth, useServerHealth, type ConnectionHealthView } from '@/lib/realtime';
import { cn } from '@/lib/cn';

export interface StatusView {
  /** Short visible text; null shows only the dot. */
  text: string | null;
  /** Full sentence for screen readers and the tooltip. */
  description: string;
  tone: 'ok' | 'warn' | 'bad' | 'idle';
}

/**
 * Connection states (spec section 4) and health in Norwegian. A healthy connection is a small dot
 * — discreet, because it is the normal case — and anything that means live updates may not be
 * arriving is said in words, because a studio screen that looks normal while showing stale data
 * is the real danger.
 */
export function describeConnection(
  { connection, health, latencyMs }: Pick<ConnectionHealthView, 'connection' | 'health' | 'latencyMs'>,
  server: HealthState | null = null,
): StatusView {
  const latency = latencyMs === null ? '' : ` Svartid ${latencyMs} ms.`;
  switch (connection) {
    case 'error':
      return { text: 'Ingen sanntid', description: 'Sanntid: feil etter flere forsøk. Siden oppdateres ikke automatisk.', tone: 'bad' };
    case 'reconnecting':
      return { text: 'Kobler til...', description: 'Sanntid: forbindelsen ble brutt, kobler til på nytt.', tone: 'warn' };
    case 'connecting':
      return { text: null, description: 'Sanntid: kobler til.', tone: 'idle' };
    case 'disconnected':
      return { text: null, description: 'Sanntid: frakoblet.', tone: 'idle' };
    case 'connected':
      if (health === 'critical') return { text: 'Serveren svarer ikke', description: 'Sanntid: tilkoblet, men serveren svarer ikke på målingen.', tone: 'bad' };
      // The server itself says a part of it is down (its database, typically): saves may fail.
      if (server === 'down') {
        return { text: SYSTEM_HEALTH_STRINGS.serverTrouble, description: 'Sanntid: tilkoblet, men serveren melder at en del av den er nede. Se Utviklerverktøy.', tone: 'bad' };
      }
      if (health === 'degraded') return { text: 'Treg forbindelse', description: `Sanntid: tilkoblet, men forbindelsen er treg.${latency}`, tone: 'warn' };
      return { text: null, description: `Sanntid: tilkoblet.${latency}`, tone: 'ok' };
  }
}

const TONES: Record<StatusView['tone'], { pill: string; dot: string }> = {
  ok: { pill: '', dot: 'bg-emerald-500' },
  idle: { pill: '', dot: 'bg-muted-foreground/60' },
  warn: { pill: 'bg-amber-500/15 text-amber-800 dark:text-amber-300', dot: 'bg-amber-500' },
  bad: { pill: 'bg-red-500/15 text-red-700 dark:text-red-300', dot: 'bg-red-500' },
};

/**
 * The connection indicator in the desktop navbar and the mobile header. `iconOnly` (the mobile
 * header, 390 px wide) shows a trouble as an icon in its colour instead of a pill of words, so the
 * page title keeps its room (issue 19); the words stay its accessible name and its tooltip.
 */
export function RealtimeStatus({ className, iconOnly = false }: { className?: string; iconOnly?: boolean }) {
  const view = describeConnection(useConnectionHealth(), useServerHealth()?.status ?? null);
  return <ConnectionBadge view={view} iconOnly={iconOnly} className={className} />;
}

export function ConnectionBadge({ view, iconOnly = false, className }: { view: StatusView; iconOnly?: boolean; className?: string }) {
  const tone = TONES[view.tone];
  const Icon = view.tone === 'bad' || view.tone === 'warn' ? WifiOff : Wifi;
  const name = view.text ? `${view.text}. ${view.description}` : view.description;
  return (
    <span
      role="status"
      aria-label={name}
      title={view.text ? name : view.description}
      data-connection-tone={view.tone}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full text-xs font-medium',
        view.text ? cn(iconOnly ? 'p-2' : 'px-2.5 py-1', tone.pill) : 'p-1.5',
        className,
      )}
    >
      {view.text ? (
        <>
          <Icon className={iconOnly ? 'size-4' : 'size-3.5'} aria-hidden />
          {!iconOnly && <span aria-hidden>{view.text}</span>}
        </>
      ) : (
        <span aria-hidden className={cn('block size-2 rounded-full', tone.dot)} />
      )}
      <span className="sr-only">{view.description}</span>
    </span>
  );
}
