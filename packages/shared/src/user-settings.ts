import { z } from 'zod';
import { NOTIFICATION_KINDS, notificationKindSchema, type NotificationKind } from './notifications';

/**
 * A person's settings, kept on the server so every device they sign in on looks and behaves the
 * same (issue 23 "Per-user settings"): the theme, the accessibility settings (what the browser
 * stored under 'theme' and 'a11y-settings' before) and the notification choices.
 * PUT /api/me/settings is last-write-wins: the body is the whole document, and the answer carries
 * the new version, which the `user-settings:v1` event repeats so a device can ignore an older echo.
 */

export const USER_THEMES = ['light', 'dark', 'system'] as const;
export const userThemeSchema = z.enum(USER_THEMES);
export type UserTheme = z.infer<typeof userThemeSchema>;

export const accessibilitySettingsSchema = z
  .object({
    highContrast: z.boolean(),
    largeText: z.boolean(),
    focusVisible: z.boolean(),
    screenReader: z.boolean(),
    /** null: follow the device's prefers-reduced-motion. */
    reducedMotion: z.boolean().nullable(),
    liveTheme: z.boolean(),
  })
  .strict();
export type AccessibilitySettings = z.infer<typeof accessibilitySettingsSchema>;

export const notificationChoicesSchema = z
  .object({
    /** Kinds the person does not want to be notified of. */
    muted: z
      .array(notificationKindSchema)
      .max(NOTIFICATION_KINDS.length)
      .transform((kinds) => [...new Set(kinds)]),
    /** Desktop (browser) notifications on or off; the browser's own permission is asked separately. */
    desktop: z.boolean(),
  })
  .strict();
export type NotificationChoices = { muted: NotificationKind[]; desktop: boolean };

export const userSettingsSchema = z
  .object({
    theme: userThemeSchema,
    accessibility: accessibilitySettingsSchema,
    notifications: notificationChoicesSchema,
  })
  .strict();
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = {
  highContrast: false,
  largeText: false,
  focusVisible: false,
  screenReader: false,
  reducedMotion: null,
  liveTheme: false,
};

export const DEFAULT_NOTIFICATION_CHOICES: NotificationChoices = { muted: [], desktop: false };

/** Dark by default (spec section 1). */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  theme: 'dark',
  accessibility: DEFAULT_ACCESSIBILITY_SETTINGS,
  notifications: DEFAULT_NOTIFICATION_CHOICES,
};

/** PUT /api/me/settings body: the whole document. */
export const userSettingsInputSchema = userSettingsSchema;

/** GET/PUT answer. `version` 0 and `updatedAt` null: nothing stored yet, these are the defaults. */
export const userSettingsViewSchema = z.object({
  settings: userSettingsSchema,
  version: z.number().int().min(0),
  updatedAt: z.string().nullable(),
});
export type UserSettingsView = z.infer<typeof userSettingsViewSchema>;

export const USER_SETTINGS_EVENTS = {
  changed: 'user-settings.changed',
} as const;

/** `user-settings:v1` event, sent only to the person (audience [userId]). */
export const userSettingsChangedEventSchema = userSettingsViewSchema;
export type UserSettingsChangedEvent = UserSettingsView;

/**
 * Reads a stored document leniently, part by part: a part that no longer fits today's schema (an
 * older version, a removed kind) falls back to its default instead of failing the whole read.
 */
export function normalizeUserSettings(raw: unknown): UserSettings {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const theme = userThemeSchema.safeParse(record.theme);
  const accessibility = accessibilitySettingsSchema.safeParse(record.accessibility);
  const notifications = readNotificationChoices(record.notifications);
  return {
    theme: theme.success ? theme.data : DEFAULT_USER_SETTINGS.theme,
    accessibility: accessibility.success ? accessibility.data : { ...DEFAULT_ACCESSIBILITY_SETTINGS },
    notifications,
  };
}

function readNotificationChoices(raw: unknown): NotificationChoices {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const muted = Array.isArray(record.muted)
    ? [...new Set(record.muted.filter((kind): kind is NotificationKind => notificationKindSchema.safeParse(kind).success))]
    : [];
  return { muted, desktop: record.desktop === true };
}
