import { useCallback, useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Facts, SectionCard } from './section-card';

interface WorkerView {
  supported: boolean;
  registered: boolean;
  scope: string | null;
  active: string | null;
  waiting: string | null;
  installing: string | null;
  controlled: boolean;
}

const STATE_LABELS: Record<string, string> = {
  parsed: 'lest inn',
  installing: 'installeres',
  installed: 'installert',
  activating: 'aktiveres',
  activated: 'aktiv',
  redundant: 'utgått',
};

async function readWorker(): Promise<WorkerView> {
  if (!('serviceWorker' in navigator)) {
    return { supported: false, registered: false, scope: null, active: null, waiting: null, installing: null, controlled: false };
  }
  const registration = await navigator.serviceWorker.getRegistration();
  return {
    supported: true,
    registered: Boolean(registration),
    scope: registration?.scope ?? null,
    active: registration?.active?.state ?? null,
    waiting: registration?.waiting?.state ?? null,
    installing: registration?.installing?.state ?? null,
    controlled: Boolean(navigator.serviceWorker.controller),
  };
}

const label = (state: string | null) => (state ? (STATE_LABELS[state] ?? state) : 'ingen');

/** Read straight from the browser's service-worker API, so it shows what the browser really has. */
export function ServiceWorkerCard() {
  const [view, setView] = useState<WorkerView | null>(null);
  const refresh = useCallback(() => void readWorker().then(setView), []);
  useEffect(() => {
    refresh();
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.addEventListener('controllerchange', refresh);
    return () => navigator.serviceWorker.removeEventListener('controllerchange', refresh);
  }, [refresh]);

  return (
    <SectionCard
      title="Service worker"
      actions={
        <Button variant="outline" size="sm" onClick={refresh}>
          <RefreshCw aria-hidden /> Oppdater
        </Button>
      }
    >
      {!view ? (
        <p className="text-sm text-muted-foreground">Leser...</p>
      ) : !view.supported ? (
        <p className="text-sm">Nettleseren støtter ikke service workers.</p>
      ) : (
        <Facts
          rows={[
            ['Registrert', view.registered ? 'Ja' : 'Nei'],
            ['Omfang', view.scope ?? '–'],
            ['Aktiv', label(view.active)],
            ['Venter', label(view.waiting)],
            ['Installeres', label(view.installing)],
            ['Styrer siden', view.controlled ? 'Ja' : 'Nei'],
          ]}
        />
      )}
    </SectionCard>
  );
}
