import { BroadcastPanel } from './components/broadcast-panel';

/** /broadcast: the full broadcast panel (the spec's mobile title list names this route). */
export default function BroadcastPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="sr-only">Meldinger til alle</h1>
      <BroadcastPanel />
    </div>
  );
}
