/**
 * /automation's fixed words and limits: scheduled actions (a staff message, an Akutt, a message on
 * the studio display) and their run history. Background: wave2-anchors section 4 — every
 * occurrence runs exactly once however many server processes there are, and a failed run says why.
 */

export const AUTOMATION_ACTION_KINDS = ['staff_message', 'akutt', 'display_message', 'host_reminder', 'attach_content'] as const;
export type AutomationActionKind = (typeof AUTOMATION_ACTION_KINDS)[number];
export const AUTOMATION_KIND_LABELS: Record<AutomationActionKind, string> = {
  staff_message: 'Melding til staben',
  akutt: 'Akutt',
  display_message: 'Melding på studioskjermen',
  host_reminder: 'Påminnelse til programleder',
  attach_content: 'Fest manus eller lydfil til klokkeelement',
};

export const AUTOMATION_SCHEDULE_TYPES = ['once', 'daily', 'weekdays', 'before'] as const;
export type AutomationScheduleType = (typeof AUTOMATION_SCHEDULE_TYPES)[number];
export const AUTOMATION_SCHEDULE_LABELS: Record<AutomationScheduleType, string> = {
  once: 'Én gang',
  daily: 'Hver dag',
  weekdays: 'Hverdager (man–fre)',
  before: 'Før hver sending / hard start',
};

/** What a host reminder comes before: every planned show's start, or every hard start in today's clocks. */
export const REMINDER_EVENTS = ['show_start', 'hard_start'] as const;
export type ReminderEvent = (typeof REMINDER_EVENTS)[number];
export const REMINDER_EVENT_LABELS: Record<ReminderEvent, string> = {
  show_start: 'sendestart',
  hard_start: 'hard start',
};

export const AUTOMATION_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number];
export const AUTOMATION_RUN_STATUS_LABELS: Record<AutomationRunStatus, string> = {
  running: 'Kjører',
  done: 'Utført',
  failed: 'Feilet',
};

export const AUTOMATION_LIMITS = {
  nameMax: 80,
  /** The studio display's limit; a staff message or Akutt may be longer (broadcast allows 500). */
  displayTextMax: 280,
  textMax: 500,
  runsShown: 20,
  publishesShown: 50,
  actionsMax: 200,
  /** An occurrence missed by more than this (every process was down) is not run late. */
  graceMs: 15 * 60_000,
  /** A reminder comes at most three hours ahead. */
  reminderMinutesMax: 180,
} as const;

export const AUTOMATION_STRINGS = {
  title: 'Automatisering',
  nameRequired: 'Gi handlingen et navn',
  nameTooLong: `Navnet kan ha høyst ${AUTOMATION_LIMITS.nameMax} tegn`,
  textRequired: 'Skriv meldingen',
  textTooLong: `Meldingen kan ha høyst ${AUTOMATION_LIMITS.textMax} tegn`,
  displayTextTooLong: `En melding på studioskjermen kan ha høyst ${AUTOMATION_LIMITS.displayTextMax} tegn`,
  kindInvalid: 'Velg hva som skal skje',
  scheduleInvalid: 'Velg når det skal skje',
  timeInvalid: 'Skriv klokkeslettet som tt:mm',
  atInvalid: 'Velg dato og klokkeslett',
  atPast: 'Tidspunktet har allerede vært',
  notFound: 'Fant ikke handlingen',
  runNotFound: 'Fant ikke kjøringen',
  runNotFailed: 'Bare en feilet kjøring kan prøves igjen',
  tooMany: `Stasjonen kan ha høyst ${AUTOMATION_LIMITS.actionsMax} planlagte handlinger`,
  versionConflict: 'Noen andre endret handlingen samtidig. Last siden på nytt og prøv igjen.',
  creatorGone: 'Den som la inn handlingen har ikke lenger tilgang til automatisering',
  nextRunNone: 'Ingen flere kjøringer',
  disabled: 'Slått av',
  reminderNeedsBefore: 'En påminnelse kommer et antall minutter før hver sending eller hard start',
  beforeNeedsReminder: 'Bare en påminnelse til programleder kan komme før hver sending',
  minutesInvalid: `Skriv antall minutter (1–${AUTOMATION_LIMITS.reminderMinutesMax})`,
  reminderNothingDue: 'Sendingen eller den harde starten er flyttet eller borte',
  attachRequired: 'Velg manus eller lydfil, og klokkeelement',
  attachOnlyForAttach: 'Bare «Fest manus eller lydfil til klokkeelement» har manus, lydfil og klokkeelement',
  attachScriptGone: 'Manuset finnes ikke lenger',
  attachElementGone: 'Klokkeelementet finnes ikke lenger i sendeklokkene',
  attachNotToday: 'Klokkeelementet hører ikke til noen klokke som går denne dagen',
  attachMediaGone: 'Lydfilen finnes ikke lenger i mediebiblioteket',
  attachMediaNotAudio: 'Bare lydfiler kan festes til et klokkeelement, ikke bilder',
  attachItemKindLabel: 'Hva skal festes',
  attachScriptLabel: 'Manus',
  attachMediaLabel: 'Lydfil',
  /** The pickers under the "Manus" / "Lydfil" choice (named apart from the choice itself). */
  attachScriptPick: 'Hvilket manus',
  attachMediaPick: 'Hvilken lydfil',
  attachElementLabel: 'Klokkeelement',
  attachNote: 'Beskrivelse',
} as const;
