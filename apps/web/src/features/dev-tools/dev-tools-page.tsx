import { useEffect, useState } from 'react';
import { useAppConfig } from '@/lib/app-config';
import { measureLatencyNow } from '@/lib/realtime';
import { ChannelsCard } from './components/channels-card';
import { ConnectionCard } from './components/connection-card';
import { DeviceCard } from './components/device-card';
import { ErrorTestCard } from './components/error-test-card';
import { LogCard } from './components/log-card';
import { QueryCacheCard } from './components/query-cache-card';
import { ServerHealthCard } from './components/server-health-card';
import { ServiceWorkerCard } from './components/service-worker-card';

const TICK_MS = 2000;

/** /dev-tools 'Utviklerverktøy': what the client knows about itself, for whoever keeps the studio running. */
export default function DevToolsPage() {
  const { timeZone } = useAppConfig();
  const [now, setNow] = useState(() => Date.now());
  // Channel health is a plain module, not a store: re-read it on a steady tick.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Utviklerverktøy</h1>
      <p className="mt-1 text-sm text-muted-foreground">Tilkobling, logg, buffer og enhetens tilstand i denne nettleseren.</p>
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <ConnectionCard timeZone={timeZone} onProbe={() => void measureLatencyNow()} />
        <ServerHealthCard timeZone={timeZone} />
        <ChannelsCard timeZone={timeZone} now={now} />
        <LogCard timeZone={timeZone} />
        <DeviceCard />
        <ServiceWorkerCard />
        <ErrorTestCard />
        <QueryCacheCard timeZone={timeZone} />
      </div>
    </div>
  );
}
