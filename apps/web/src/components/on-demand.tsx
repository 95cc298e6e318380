import { useState, type ComponentType } from 'react';

/** What the stand-in gets: call `open` on a click (loads and opens the real one), `warm` on a hover or focus (loads it). */
export interface StandInProps {
  open: () => void;
  warm: () => void;
}

/**
 * A control whose menu or dialog lives in a chunk of its own (the menu library and its
 * positioning engine): until it is used, `StandIn` draws the same trigger without that code; the
 * first hover or focus fetches the chunk, a click puts the real control in its place, open
 * (`defaultOpen`), as soon as it is there. The listener page and the podcast player start without it (issue 24).
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  StandIn: ComponentType<P & StandInProps>,
): ComponentType<P> {
  let loaded: ComponentType<P & { defaultOpen?: boolean }> | null = null;
  let loading: Promise<ComponentType<P & { defaultOpen?: boolean }>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  return function OnDemand(props: P) {
    const [Real, setReal] = useState(() => loaded);
    const [wanted, setWanted] = useState(false);
    if (Real) return <Real {...props} defaultOpen={wanted} />;
    // A failed load (offline) leaves the stand-in; the next hover or click tries again.
    const fetchQuietly = () => fetchOnce().catch(() => ((loading = null), null));
    return (
      <StandIn
        {...props}
        // Only fetched: swapping the focused stand-in for the real trigger would drop the focus (and the keys meant for the player).
        warm={() => void fetchQuietly()}
        open={() => {
          setWanted(true);
          void fetchQuietly().then((component) => component && setReal(() => component));
        }}
      />
    );
  };
}
