/** Norwegian text for /enterprise (station settings, backup, audit log). */
export const STATION_SETTINGS_STRINGS = {
  pageTitle: 'Stasjon og drift',
  settingsTitle: 'Stasjonsinnstillinger',
  showName: 'Showets navn',
  showNameRequired: 'Skriv inn showets navn',
  showNameTooLong: 'Showets navn kan ha høyst 80 tegn',
  timeZone: 'Tidssone',
  timeZoneInvalid: 'Ukjent tidssone. Bruk et IANA-navn, for eksempel Europe/Oslo.',
  smsInboxUrl: 'Adresse til SMS-innboksen',
  sessionIdleDays: 'Økt uten bruk (dager)',
  sessionAbsoluteDays: 'Økt totalt (dager)',
  fromEnvironment: 'Satt i miljøet – kan ikke endres her',
  fromDefault: 'Standardverdi',
  fromDatabase: 'Satt her',
  envLocked: (variable: string) => `Satt i miljøvariabelen ${variable}. Endre den på serveren.`,
  sessionNote: 'Øktenes levetid settes i miljøet (SESSION_IDLE_DAYS og SESSION_ABSOLUTE_DAYS).',
  save: 'Lagre innstillinger',
  saved: 'Innstillingene er lagret.',
  nothingToChange: 'Ingen endringer å lagre.',
  envOverride: (variable: string) => `${variable} er satt i miljøet og kan ikke endres her.`,
  backupTitle: 'Sikkerhetskopi',
  backupDownload: 'Last ned sikkerhetskopi',
  backupLast: (at: string, by: string) => `Sist lastet ned ${at} av ${by}.`,
  backupNever: 'Ingen sikkerhetskopi er lastet ned fra portalen ennå.',
  backupRunning: 'En sikkerhetskopi tas allerede. Prøv igjen om litt.',
  backupFailed: 'Sikkerhetskopien kunne ikke tas.',
  auditTitle: 'Revisjonslogg',
} as const;

export const STATION_LIMITS = {
  showNameMax: 80,
  smsInboxUrlMax: 500,
} as const;
