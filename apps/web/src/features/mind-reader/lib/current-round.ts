import type { MindReaderRound, MindReaderSession } from '@studioportal/shared';

/**
 * The round every screen follows: the one playing, else the newest (the one being set up, or the
 * last one finished, whose reveal stays up until the next caller is added).
 */
export function currentRoundOf(session: MindReaderSession | null | undefined): MindReaderRound | null {
  if (!session || session.rounds.length === 0) return null;
  const playing = session.rounds.find((r) => r.status === 'playing');
  if (playing) return playing;
  return session.rounds.reduce((newest, r) => (r.position > newest.position ? r : newest));
}

/** The questions and guesses newest first (the host reads from the top). */
export function entriesNewestFirst(round: MindReaderRound): MindReaderRound['entries'] {
  return [...round.entries].sort((a, b) => b.position - a.position);
}

/** The questions alone, oldest first (the answer trail reads left to right). */
export function questionsInOrder(round: MindReaderRound): MindReaderRound['entries'] {
  return round.entries.filter((e) => e.kind === 'question').sort((a, b) => a.position - b.position);
}
