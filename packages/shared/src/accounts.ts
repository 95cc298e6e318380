/**
 * Accounts (issue 3): own profile, chat colour claims, profile pictures, user management and the
 * security page. Schemas for every body, query and params, the response shapes, limits and the
 * exact Norwegian strings of spec sections 5, 8 and 9.
 */
import { z } from 'zod';
import { COLOR_INPUT_MAX, COLOR_SUGGESTION_COUNT } from './colors';
import { FULL_NAME_MAX, newPasswordSchema, PASSWORD_MAX, profileSchema } from './profile';
import { appRoleSchema } from './roles';
import { hasVisibleText } from './visible-text';

// ---------------------------------------------------------------------------------------------
// Strings (spec section 8 "Profile" and "Colour claim"; section 5 "Profile")

export const PROFILE_STRINGS = {
  dialogTitle: 'Rediger profil',
  dialogDescription: 'Navn, profilbilde og chatfarge er synlige for resten av teamet.',
  fullNameLabel: 'Fullt navn',
  fullNameRequired: 'Fullt navn er påkrevd',
  /** A display name that reads the same as an active colleague's (visible-text.ts: isSameDisplayName). */
  fullNameTaken: 'Navnet er allerede i bruk av en kollega. Legg til for eksempel et etternavn eller en initial.',
  pictureLabel: 'Profilbilde',
  choosePicture: 'Velg bilde',
  removePicture: 'Fjern bilde',
  colorLabel: 'Chatfarge',
  colorInputLabel: 'Egen farge',
  suggestionsLabel: 'Ledige farger',
  save: 'Lagre',
  saving: 'Lagrer...',
  cancel: 'Avbryt',
  saveColor: 'Bruk farge',
  savingColor: 'Lagrer farge...',
  updated: { title: 'Profil oppdatert', description: 'Din profil har blitt oppdatert' },
  updateFailed: { title: 'Kunne ikke oppdatere profil', description: 'Det oppstod en feil ved oppdatering av profilen' },
  uploadFailed: { title: 'Feil ved opplasting', description: 'Kunne ikke laste opp profilbilde' },
  invalidFileType: { title: 'Ugyldig filtype', description: 'Vennligst velg en bildefil (JPG, PNG, etc.)' },
  fileTooLarge: { title: 'Filen er for stor', description: 'Profilbildet kan ikke være større enn 5MB' },
  pictureRemoved: { title: 'Profilbilde fjernet', description: 'Initialene dine vises i stedet.' },
  unknownUser: 'Ukjent bruker',
} as const;

/** Spec section 8: the colour claim's reasons and their messages. */
export const COLOR_CLAIM_REASONS = ['color_taken', 'invalid_color', 'unauthorized', 'network_error'] as const;
export const colorClaimReasonSchema = z.enum(COLOR_CLAIM_REASONS);
export type ColorClaimReason = z.infer<typeof colorClaimReasonSchema>;

export const COLOR_CLAIM_MESSAGES = {
  color_taken: 'Denne fargen er allerede i bruk. Prøv en annen farge.',
  invalid_color: 'Ugyldig fargeformat. Bruk hex-format (#RRGGBB).',
  unauthorized: 'Du må være logget inn for å endre farge.',
  fallback: 'Kunne ikke lagre fargen. Prøv igjen senere.',
  saved: 'Fargen ble lagret!',
} as const;

/** The message for a claim outcome; any other or missing reason gets the spec's fallback. */
export function colorClaimMessage(reason: string | null | undefined): string {
  if (reason === 'color_taken' || reason === 'invalid_color' || reason === 'unauthorized') return COLOR_CLAIM_MESSAGES[reason];
  return COLOR_CLAIM_MESSAGES.fallback;
}

// ---------------------------------------------------------------------------------------------
// Limits (spec section 9)

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding cap: refuses decompression bombs before they reach memory (about 6000 × 4000). */
export const PROFILE_PICTURE_MAX_PIXELS = 24_000_000;
/** Stored pictures are scaled to fit inside this square; avatars never show more. */
export const PROFILE_PICTURE_STORED_PX = 512;
/** What the file picker offers; the server decides from the bytes, never from this. */
export const PROFILE_PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const PROFILE_PICTURE_BUCKET = 'profile-pictures';
/** Spec section 9: colour claim retries after a network failure. */
export const COLOR_CLAIM_RETRY_DELAYS_MS = [1000, 2000, 5000, 10000, 30000] as const;

// ---------------------------------------------------------------------------------------------
// Own profile and colour RPCs

/** The only thing the profile update may change. Role, approval and colour have their own paths. */
export const updateProfileSchema = z.strictObject({
  full_name: z
    .string()
    .trim()
    .min(1, PROFILE_STRINGS.fullNameRequired)
    .max(FULL_NAME_MAX, `Navnet kan ha høyst ${FULL_NAME_MAX} tegn`)
    // Invisible characters only (zero-width, bidi controls) is as empty as no name at all.
    .refine(hasVisibleText, PROFILE_STRINGS.fullNameRequired),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** POST /api/rpc/claim_chat_color. The colour is checked by the server (reason invalid_color), not here. */
export const claimChatColorSchema = z.strictObject({
  p_color: z.string().max(COLOR_INPUT_MAX * 4),
});
export type ClaimChatColorInput = z.infer<typeof claimChatColorSchema>;

export const colorClaimResultSchema = z.object({
  success: z.boolean(),
  reason: colorClaimReasonSchema.nullable(),
  color: z.string().nullable(),
});
export type ColorClaimResult = z.infer<typeof colorClaimResultSchema>;

/** POST /api/rpc/get_available_color_suggestions. */
export const colorSuggestionsSchema = z.strictObject({
  limit_count: z.number().int().min(1).max(64).default(COLOR_SUGGESTION_COUNT),
});
export const colorSuggestionsResponseSchema = z.object({ colors: z.array(z.string()) });
export type ColorSuggestionsResponse = z.infer<typeof colorSuggestionsResponseSchema>;

/** What any colleague may see about someone (chat names, avatars, presence colours). */
export const publicProfileSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  profile_picture_url: z.string().nullable(),
  chat_color: z.string().nullable(),
  app_role: appRoleSchema,
  updated_at: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET /api/profiles?ids=a,b — the spec's "select ... for a list of ids". */
export const publicProfilesQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(100 * 40)
    .transform((s) => [...new Set(s.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(z.string().min(1).max(100)).max(100))
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// User management (admin)

export const USER_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'deactivated'] as const;
export const userStatusFilterSchema = z.enum(USER_STATUS_FILTERS);
export type UserStatusFilter = z.infer<typeof userStatusFilterSchema>;

export const adminUsersQuerySchema = z.strictObject({
  status: userStatusFilterSchema.optional(),
  role: appRoleSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** Deactivate and reactivate take no input; an empty object, nothing else. */
export const setActiveUserSchema = z.strictObject({});

export const userCountsSchema = z.object({
  all: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  deactivated: z.number(),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

export const adminUsersResponseSchema = z.object({ users: z.array(profileSchema), counts: userCountsSchema });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const USER_MANAGEMENT_STRINGS = {
  title: 'Brukere',
  description: 'Godkjenn nye kontoer, sett roller og styr tilgang for teamet.',
  searchLabel: 'Søk etter navn eller e-post',
  statusFilterLabel: 'Status',
  roleFilterLabel: 'Rolle',
  allStatuses: 'Alle',
  allRoles: 'Alle roller',
  statusLabels: { pending: 'Venter', approved: 'Godkjent', rejected: 'Avvist', deactivated: 'Deaktivert' },
  approve: 'Godkjenn',
  reject: 'Avvis',
  deactivate: 'Deaktiver',
  reactivate: 'Aktiver igjen',
  changeRole: 'Endre rolle',
  rejectTitle: 'Avvis konto',
  rejectReasonLabel: 'Begrunnelse',
  deactivateTitle: 'Deaktiver konto',
  deactivateDescription: 'Brukeren logges ut av alle økter med en gang og kan ikke logge inn før kontoen aktiveres igjen.',
  approved: 'Konto godkjent',
  rejected: 'Konto avvist',
  roleChanged: 'Rolle endret',
  deactivated: 'Konto deaktivert',
  reactivated: 'Konto aktivert igjen',
  actionFailed: 'Kunne ikke utføre handlingen',
  empty: 'Ingen brukere passer filteret.',
  requestedRole: 'Ønsket rolle',
  created: 'Registrert',
  approvedAt: 'Godkjent',
  you: 'deg',
  pendingBadge: (n: number) => (n === 1 ? '1 venter på godkjenning' : `${n} venter på godkjenning`),
} as const;

export const ADMIN_USER_MESSAGES = {
  selfDeactivate: 'Du kan ikke deaktivere din egen konto.',
  alreadyDeactivated: 'Kontoen er allerede deaktivert.',
  notDeactivated: 'Kontoen er allerede aktiv.',
  userNotFound: 'Fant ikke brukeren.',
} as const;

// ---------------------------------------------------------------------------------------------
// Security page: login history, active sessions, security events, two-factor

export const loginHistoryEntrySchema = z.object({
  id: z.string(),
  created_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  browser: z.string(),
  success: z.boolean(),
  reason: z.string().nullable(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_active_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  browser: z.string(),
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const SECURITY_EVENT_TYPES = [
  'sign_in',
  'sign_in_failed',
  'sign_up',
  'user_approved',
  'user_rejected',
  'role_changed',
  'user_deactivated',
  'user_reactivated',
  'session_revoked',
  'sessions_revoked',
  'two_factor_enabled',
  'two_factor_disabled',
  'backup_codes_regenerated',
  'password_changed',
  'chat_message_moderated',
  'chat_user_muted',
  'chat_user_unmuted',
] as const;
export const securityEventTypeSchema = z.enum(SECURITY_EVENT_TYPES);
export type SecurityEventType = z.infer<typeof securityEventTypeSchema>;

export const SECURITY_EVENT_LABELS: Record<SecurityEventType, string> = {
  sign_in: 'Innlogging',
  sign_in_failed: 'Mislykket innlogging',
  sign_up: 'Ny konto',
  user_approved: 'Konto godkjent',
  user_rejected: 'Konto avvist',
  role_changed: 'Rolle endret',
  user_deactivated: 'Konto deaktivert',
  user_reactivated: 'Konto aktivert igjen',
  session_revoked: 'Økt logget ut',
  sessions_revoked: 'Andre økter logget ut',
  two_factor_enabled: 'Tofaktor slått på',
  two_factor_disabled: 'Tofaktor slått av',
  backup_codes_regenerated: 'Nye reservekoder',
  password_changed: 'Passord endret',
  chat_message_moderated: 'Chatmelding fjernet av moderator',
  chat_user_muted: 'Dempet i chatten',
  chat_user_unmuted: 'Demping opphevet',
};

export const securityEventSchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  ip: z.string().nullable(),
  actor: z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  target: z.object({ id: z.string(), full_name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsQuerySchema = z.strictObject({
  type: securityEventTypeSchema.optional(),
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

export const sessionIdParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });
/** "Log out all others" takes no input; an empty object, nothing else. */
export const revokeOtherSessionsSchema = z.strictObject({});

/** A TOTP code (6 digits) or a backup code (xxxxx-xxxxx); spaces people type are ignored. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
export const twoFactorCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(
    z.string().refine((s) => TOTP_CODE_PATTERN.test(s) || BACKUP_CODE_PATTERN.test(s), {
      message: 'Skriv inn den 6-sifrede koden fra appen eller en reservekode.',
    }),
  );

export const passwordConfirmSchema = z.strictObject({
  password: z.string().min(1, 'Skriv inn passordet ditt').max(PASSWORD_MAX),
});
export const twoFactorVerifySchema = z.strictObject({ code: twoFactorCodeSchema });

/**
 * POST /api/security/password. The new password follows the sign-up rule; the current one is only
 * checked by the server (a wrong one is 400 wrong_password with PASSWORD_CHANGE_MESSAGES.wrongPassword).
 */
export const changePasswordSchema = z
  .strictObject({
    current_password: z.string().min(1, 'Skriv inn det nåværende passordet').max(PASSWORD_MAX),
    new_password: newPasswordSchema,
  })
  .refine((v) => v.current_password !== v.new_password, {
    path: ['new_password'],
    message: 'Det nye passordet må være forskjellig fra det nåværende.',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
/** `revoked`: how many other sessions (other browsers and devices) were logged out. */
export const changePasswordResponseSchema = z.object({ ok: z.literal(true), revoked: z.number() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Sign-in with an optional second factor (our /api/session/sign-in). */
export const signInWithCodeSchema = z.strictObject({
  email: z.string().trim().email('Ugyldig e-postadresse'),
  password: z.string().min(1, 'Skriv inn passordet'),
  code: twoFactorCodeSchema.optional(),
});
export type SignInWithCodeInput = z.infer<typeof signInWithCodeSchema>;

export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), backup_codes_remaining: z.number().nullable() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorEnrollmentSchema = z.object({ totp_uri: z.string(), secret: z.string(), backup_codes: z.array(z.string()) });
export type TwoFactorEnrollment = z.infer<typeof twoFactorEnrollmentSchema>;

export const SECURITY_STRINGS = {
  title: 'Sikkerhet',
  description: 'Innlogginger, aktive økter og tofaktorautentisering for kontoen din.',
  loginHistory: 'Innloggingshistorikk',
  loginHistoryEmpty: 'Ingen innlogginger registrert ennå.',
  success: 'Vellykket',
  failure: 'Mislykket',
  activeSessions: 'Aktive økter',
  thisSession: 'Denne økten',
  logOutSession: 'Logg ut denne økten',
  logOutOthers: 'Logg ut alle andre',
  sessionRevoked: 'Økten er logget ut',
  othersRevoked: (n: number) => (n === 1 ? '1 annen økt er logget ut' : `${n} andre økter er logget ut`),
  twoFactor: 'Tofaktorautentisering',
  twoFactorOn: 'Tofaktor er slått på',
  twoFactorOff: 'Tofaktor er slått av',
  enableTwoFactor: 'Slå på tofaktor',
  disableTwoFactor: 'Slå av tofaktor',
  scanQr: 'Skann QR-koden med en autentiseringsapp (for eksempel Google Authenticator, Microsoft Authenticator eller 1Password).',
  manualKey: 'Eller skriv inn nøkkelen manuelt',
  backupCodes: 'Reservekoder',
  backupCodesHelp: 'Ta vare på disse kodene. Hver kode kan brukes én gang hvis du mister telefonen.',
  regenerateBackupCodes: 'Lag nye reservekoder',
  codeLabel: 'Engangskode',
  confirmCode: 'Bekreft kode',
  passwordLabel: 'Passord',
  twoFactorEnabled: 'Tofaktor er slått på',
  twoFactorDisabled: 'Tofaktor er slått av',
  securityEvents: 'Sikkerhetshendelser',
  securityEventsEmpty: 'Ingen hendelser av denne typen.',
  allEvents: 'Alle hendelser',
  loadMore: 'Vis flere',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Skriv inn engangskoden fra autentiseringsappen.',
  invalidCode: 'Koden er feil eller utløpt. Prøv igjen.',
  wrongPassword: 'Feil passord.',
  alreadyEnabled: 'Tofaktor er allerede slått på.',
  notEnabled: 'Tofaktor er ikke slått på.',
  locked: 'For mange feil koder. Vent et kvarter og prøv igjen.',
} as const;

export const PASSWORD_CHANGE_STRINGS = {
  title: 'Endre passord',
  description: 'Når du endrer passordet, logges alle andre økter ut. Denne økten fortsetter.',
  currentLabel: 'Nåværende passord',
  newLabel: 'Nytt passord',
  confirmLabel: 'Gjenta nytt passord',
  mismatch: 'Passordene er ikke like.',
  submit: 'Endre passord',
  submitting: 'Endrer passord...',
  changed: 'Passordet er endret',
  changedDescription: (revoked: number) =>
    revoked === 0 ? 'Ingen andre økter var logget inn.' : revoked === 1 ? '1 annen økt er logget ut.' : `${revoked} andre økter er logget ut.`,
} as const;

export const PASSWORD_CHANGE_MESSAGES = {
  wrongPassword: 'Feil nåværende passord.',
} as const;

export const SESSION_MESSAGES = {
  notFound: 'Fant ikke økten.',
  deactivated: 'Kontoen din er deaktivert. Kontakt en administrator.',
} as const;

// ---------------------------------------------------------------------------------------------
// Realtime (presence channel; ephemeral: screens refetch after a reconnect)

export const ACCOUNT_EVENTS = {
  /** Someone's public profile changed (name, picture, colour, role): every presence subscriber. */
  profileUpdated: 'accounts.profile.updated',
  /** Any account changed or was created: administrators only, payload is the full profile. */
  userChanged: 'accounts.user.changed',
} as const;

export const profileUpdatedPayloadSchema = z.object({ profile: publicProfileSchema });
export const userChangedPayloadSchema = z.object({ profile: profileSchema });

// ---------------------------------------------------------------------------------------------
// Helpers both sides use

/** A short Norwegian label for a user agent: "Chrome på Windows", "Safari på iPhone". */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Ukjent nettleser';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /node|undici|curl/i.test(ua)
              ? 'Skript'
              : 'Ukjent nettleser';
  const os = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'macOS'
            : /CrOS/.test(ua)
              ? 'ChromeOS'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  return os ? `${browser} på ${os}` : browser;
}
