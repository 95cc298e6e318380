import type { MindReaderRound, MindReaderSession, MindReaderToday } from '@studioportal/shared';

/**
 * Merging what the server sent (an answer or an event) into the cached GET /today. A round or
 * session older than the cached one (by `version`, or a replay that arrives late) never replaces
 * it. The viewer's role stays: it follows the session's producer and host, and a session event
 * that changes them makes the caller refetch instead (see `roleMayChange`).
 */
export function withSession(today: MindReaderToday | undefined, session: MindReaderSession): MindReaderToday | undefined {
  if (!today) return today;
  if (!today.session || today.session.id !== session.id) {
    // Another session: a new open one takes over; a closed other one changes nothing.
    return session.closed_at ? today : { ...today, session };
  }
  return { ...today, session: { ...session, rounds: newerRounds(today.session.rounds, session.rounds) } };
}

export function withRound(today: MindReaderToday | undefined, round: MindReaderRound): MindReaderToday | undefined {
  if (!today?.session || today.session.id !== round.session_id) return today;
  const rounds = today.session.rounds;
  const existing = rounds.find((r) => r.id === round.id);
  if (existing && existing.version > round.version) return today;
  const next = existing ? rounds.map((r) => (r.id === round.id ? round : r)) : [...rounds, round].sort((a, b) => a.position - b.position);
  return { ...today, session: { ...today.session, rounds: next } };
}

/** Whether the viewer's part may differ after this session: producer or host changed, or a new session. */
export function roleMayChange(today: MindReaderToday | undefined, session: MindReaderSession): boolean {
  const cached = today?.session;
  if (!cached || cached.id !== session.id) return true;
  return cached.producer.id !== session.producer.id || cached.host.id !== session.host.id;
}

/** Keeps a cached round that is newer than the one in an incoming session. */
function newerRounds(cached: readonly MindReaderRound[], incoming: readonly MindReaderRound[]): MindReaderRound[] {
  return incoming.map((round) => {
    const mine = cached.find((r) => r.id === round.id);
    return mine && mine.version > round.version ? mine : round;
  });
}
