import { useCallback, useEffect, useState } from 'react';
import type { MindReaderRound, MindReaderSecret } from '@studioportal/shared';
import { api, errorMessage } from '@/lib/api';
import { roundPath } from '../api';
import { MR_WEB } from '../strings';

export interface RoundSecretView {
  secret: MindReaderSecret | null;
  loading: boolean;
  error: string | null;
  /** Puts a secret view the server just answered with (saving it, choosing a listener). */
  set: (secret: MindReaderSecret) => void;
}

/**
 * The producer's secret view of a round (secret, variants, hints, the caller's whole number, the
 * listeners' guesses). Asked for only when `enabled` — the caller passes `today.role === 'producer'`
 * — and kept in this component's memory alone: the query cache is saved to the browser's storage,
 * and a secret on a shared studio PC's disk would be there for the host to find. It is fetched again
 * when the round says something in it changed (a listener guessed, a hint was given, the reveal).
 */
export function useRoundSecret(round: MindReaderRound | null, enabled: boolean): RoundSecretView {
  const [loaded, setLoaded] = useState<{ for: string; secret: MindReaderSecret | null; error: string | null } | null>(null);
  const roundId = round?.id ?? null;
  const wanted = enabled && round ? `${round.id}:${round.listener_guesses}:${round.hints_given.length}:${round.revealed_at ?? ''}:${round.has_secret}` : null;
  useEffect(() => {
    if (!wanted || !roundId) return;
    const controller = new AbortController();
    api
      .get<{ secret: MindReaderSecret }>(roundPath(roundId, '/secret'), { signal: controller.signal })
      .then(({ secret }) => setLoaded({ for: wanted, secret, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((prev) => ({ for: wanted, secret: prev?.secret?.round_id === roundId ? prev.secret : null, error: errorMessage(error, MR_WEB.loadFailed) }));
      });
    return () => controller.abort();
  }, [roundId, wanted]);
  const set = useCallback((secret: MindReaderSecret) => setLoaded((prev) => ({ for: prev?.for ?? '', secret, error: null })), []);
  if (!wanted || !roundId) return { secret: null, loading: false, error: null, set };
  // A view of this round, even one from before the last change, until the new one arrives.
  const secret = loaded?.secret?.round_id === roundId ? loaded.secret : null;
  return { secret, loading: loaded?.for !== wanted && secret === null, error: loaded?.for === wanted ? loaded.error : null, set };
}
