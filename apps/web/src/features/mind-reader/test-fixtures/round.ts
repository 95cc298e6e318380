import type { MindReaderEntry, MindReaderRound, MindReaderSession, MindReaderToday } from '@studioportal/shared';

const at = (s: number) => new Date(Date.parse('2026-09-14T08:00:00.000Z') + s * 1000).toISOString();

export function entryFixture(position: number, overrides: Partial<MindReaderEntry> = {}): MindReaderEntry {
  return { id: `e${position}`, position, kind: 'question', text: `Spørsmål ${position}?`, answer: 'ja', correct: null, at: at(position * 10), ...overrides };
}

/** A round playing with three questions asked (ja, nei, vet ikke), no secret (as everyone but the producer gets it). */
export function roundFixture(overrides: Partial<MindReaderRound> = {}): MindReaderRound {
  return {
    id: 'r1',
    session_id: 's1',
    position: 1,
    caller_name: 'Kari fra Bodø',
    caller_phone: '+47 ••• •• 123',
    category: 'Person',
    question_limit: 20,
    time_limit_s: 300,
    status: 'playing',
    has_secret: true,
    started_at: at(0),
    deadline_at: at(300),
    finished_at: null,
    outcome: null,
    entries: [
      entryFixture(1, { text: 'Er det en mann?', answer: 'ja' }),
      entryFixture(2, { text: 'Lever han i dag?', answer: 'nei' }),
      entryFixture(3, { text: 'Er han norsk?', answer: 'vet_ikke' }),
    ],
    questions_used: 3,
    guesses_used: 0,
    hints_given: [],
    hints_total: 2,
    listener_guesses: 4,
    revealed_at: null,
    secret: null,
    first_listener: null,
    version: 5,
    ...overrides,
  };
}

export function sessionFixture(overrides: Partial<MindReaderSession> = {}): MindReaderSession {
  return {
    id: 's1',
    date: '2026-09-14',
    producer: { id: 'u-prod', full_name: 'Per Produsent', chat_color: null },
    host: { id: 'u-host', full_name: 'Hanne Vert', chat_color: null },
    created_by: { id: 'u-prod', full_name: 'Per Produsent', chat_color: null },
    created_at: at(-600),
    closed_at: null,
    rounds: [roundFixture()],
    ...overrides,
  };
}

export function todayFixture(overrides: Partial<MindReaderToday> = {}): MindReaderToday {
  return { session: sessionFixture(), role: 'host', server_now: at(60), ...overrides };
}
