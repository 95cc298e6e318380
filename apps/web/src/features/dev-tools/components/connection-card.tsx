import { RefreshCw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatClock } from '@/lib/datetime';
import { useConnectionHealth, useConnectionState, type ConnectionHealth, type ConnectionState } from '@/lib/realtime';
import { SectionCard, Facts } from './section-card';

export const CONNECTION_LABELS: Record<ConnectionState, string> = {
  disconnected: 'Frakoblet',
  connecting: 'Kobler til',
  connected: 'Tilkoblet',
  reconnecting: 'Kobler til på nytt',
  error: 'Feil (for mange forsøk)',
};
const HEALTH_LABELS: Record<ConnectionHealth, string> = { healthy: 'God', degraded: 'Redusert', critical: 'Kritisk' };
const HEALTH_VARIANT = { healthy: 'success', degraded: 'warning', critical: 'destructive' } as const;

/** Connection state of both namespaces, health and the latency probe (every 5 s while this screen is open). */
export function ConnectionCard({ timeZone, onProbe }: { timeZone: string; onProbe: () => void }) {
  const view = useConnectionHealth({ fast: true });
  const account = useConnectionState('account');
  return (
    <SectionCard
      title="Tilkobling"
      description="Sanntid og svartid. Måles hvert 5. sekund mens denne siden er åpen."
      actions={
        <Button variant="outline" size="sm" onClick={onProbe}>
          <RefreshCw aria-hidden /> Mål nå
        </Button>
      }
    >
      <Facts
        rows={[
          ['Sanntid (ansatte)', CONNECTION_LABELS[view.connection]],
          ['Sanntid (konto)', CONNECTION_LABELS[account]],
          ['Helse', <Badge key="h" variant={HEALTH_VARIANT[view.health]}>{HEALTH_LABELS[view.health]}</Badge>],
          ['Svartid', view.latencyMs === null ? 'Ikke målt' : `${view.latencyMs} ms`],
          ['Siste måling', view.checkedAt === null ? '–' : `${formatClock(new Date(view.checkedAt), timeZone)}${view.probeFailed ? ' (mislyktes)' : ''}`],
        ]}
      />
    </SectionCard>
  );
}
