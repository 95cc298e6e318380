import { z } from 'zod';

/**
 * Staff achievements (Utmerkelser, /mobile-achievement). Each is earned from the person's own
 * record in the other features' tables, never granted by hand: clock elements they marked sent,
 * a podcast episode they made, quizzes they ran, listener messages and music requests they
 * handled, an Akutt message they acknowledged. The server measures the progress (features/achievements);
 * this file is the catalogue, the wire shapes and the realtime event.
 */

export const ACHIEVEMENT_KEYS = [
  'presise-klokker',
  'elementer-markert',
  'forste-podkastepisode',
  'quizmaster',
  'forste-akuttmelding',
  'lyttermeldinger-behandlet',
  'onskelater-spilt',
] as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];

/** Which picture a card shows (the web maps each to an icon). */
export const ACHIEVEMENT_ICONS = ['clock', 'check', 'podcast', 'trophy', 'siren', 'inbox', 'music'] as const;
export type AchievementIcon = (typeof ACHIEVEMENT_ICONS)[number];

/** The rules behind the catalogue's wording. */
export const ACHIEVEMENT_RULES = {
  /** A mark counts as precise within this many seconds either side of the element's planned start. */
  preciseMarkS: 30,
} as const;

export interface AchievementDefinition {
  key: AchievementKey;
  name: string;
  description: string;
  /** How many it takes (1 for a "first"). */
  target: number;
  icon: AchievementIcon;
}

/** The catalogue, in the order a new colleague meets them. */
export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    key: 'presise-klokker',
    name: 'En måned med presise klokker',
    description: `20 sendinger der hvert klokkeelement du markerte som sendt, ble markert innen ±${ACHIEVEMENT_RULES.preciseMarkS} sekunder av planen.`,
    target: 20,
    icon: 'clock',
  },
  {
    key: 'elementer-markert',
    name: '100 elementer markert',
    description: 'Marker 100 klokkeelementer som sendt, ett og ett, mens de går på lufta.',
    target: 100,
    icon: 'check',
  },
  {
    key: 'forste-podkastepisode',
    name: 'Første podkastepisode',
    description: 'Lag en podkastepisode og publiser den.',
    target: 1,
    icon: 'podcast',
  },
  {
    key: 'quizmaster',
    name: 'Quizmaster',
    description: 'Led 10 quizer på lufta fra første spørsmål til resultatlista.',
    target: 10,
    icon: 'trophy',
  },
  {
    key: 'forste-akuttmelding',
    name: 'Første Akutt-melding kvittert',
    description: 'Trykk «Forstått» på en Akutt-melding til alle.',
    target: 1,
    icon: 'siren',
  },
  {
    key: 'lyttermeldinger-behandlet',
    name: '50 lyttermeldinger behandlet',
    description: 'Les, stjernemerk, bruk på lufta eller arkiver 50 meldinger fra lytterne.',
    target: 50,
    icon: 'inbox',
  },
  {
    key: 'onskelater-spilt',
    name: '25 ønskelåter spilt',
    description: 'Marker 25 musikkønsker fra lytterne som spilt.',
    target: 25,
    icon: 'music',
  },
];

export function achievementDefinition(key: AchievementKey): AchievementDefinition {
  const found = ACHIEVEMENTS.find((a) => a.key === key);
  if (!found) throw new Error(`unknown achievement ${key}`);
  return found;
}

// ─── Wire shapes ─────────────────────────────────────────────────────────────

/** One achievement of one person: the catalogue entry with their progress. */
export const achievementSchema = z.object({
  key: z.enum(ACHIEVEMENT_KEYS),
  name: z.string(),
  description: z.string(),
  icon: z.enum(ACHIEVEMENT_ICONS),
  target: z.number().int().positive(),
  /** How far they are, at most `target` (an earned one shows target of target). */
  current: z.number().int().min(0),
  /** ISO time it was earned; null while in progress. */
  earned_at: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** GET /api/achievements: the signed-in person's own list, earned first. */
export const achievementsResponseSchema = z.object({ achievements: z.array(achievementSchema) });
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

/** GET /api/achievements takes no query. */
export const achievementsQuerySchema = z.object({}).strict();

/** Earned first (newest first), then the rest by how close they are, then in catalogue order. */
export function orderAchievements(list: readonly Achievement[]): Achievement[] {
  const position = (key: AchievementKey) => ACHIEVEMENT_KEYS.indexOf(key);
  return [...list].sort((a, b) => {
    if (a.earned_at && b.earned_at) return b.earned_at.localeCompare(a.earned_at) || position(a.key) - position(b.key);
    if (a.earned_at) return -1;
    if (b.earned_at) return 1;
    return b.current / b.target - a.current / a.target || position(a.key) - position(b.key);
  });
}

// ─── Realtime ────────────────────────────────────────────────────────────────

/** On CHANNELS.achievements (durable), each sent only to the person who earned it (audience). */
export const ACHIEVEMENT_EVENTS = {
  earned: 'achievements.achievement.earned',
} as const;

export const achievementEarnedEventSchema = z.object({ user_id: z.string(), achievement: achievementSchema });
export type AchievementEarnedEvent = z.infer<typeof achievementEarnedEventSchema>;
