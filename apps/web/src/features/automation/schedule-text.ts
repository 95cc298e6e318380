import {
  AUTOMATION_SCHEDULE_LABELS,
  REMINDER_EVENT_LABELS,
  formatZonedDate,
  formatZonedTime,
  fromStationInputValue,
  toStationInputValue,
  type AutomationSchedule,
  type AutomationScheduleType,
  type ReminderEvent,
} from '@studioportal/shared';

/** "Hver dag kl. 07:30", "Én gang 26.11.2026 kl. 14:00" — in the station's time zone. */
export function scheduleText(schedule: AutomationSchedule): string {
  if (schedule.type === 'once') return `${AUTOMATION_SCHEDULE_LABELS.once} ${whenText(schedule.at)}`;
  if (schedule.type === 'before') return `${schedule.minutes} min før hver ${REMINDER_EVENT_LABELS[schedule.event]}`;
  return `${AUTOMATION_SCHEDULE_LABELS[schedule.type]} kl. ${schedule.time}`;
}

export function whenText(iso: string): string {
  const at = new Date(iso);
  return `${formatZonedDate(at)} kl. ${formatZonedTime(at)}`;
}

/** The form's fields for a schedule: one-offs as a station date-time, repeats as hh:mm, reminders as minutes before an event. */
export interface ScheduleDraft {
  type: AutomationScheduleType;
  at: string;
  time: string;
  event: ReminderEvent;
  minutes: string;
}

export function draftOfSchedule(schedule: AutomationSchedule | undefined, now: Date): ScheduleDraft {
  const inAnHour = toStationInputValue(new Date(Math.ceil((now.getTime() + 3_600_000) / 300_000) * 300_000));
  const blank = { at: inAnHour, time: '07:00', event: 'show_start' as const, minutes: '10' };
  if (!schedule) return { ...blank, type: 'once' };
  if (schedule.type === 'once') return { ...blank, type: 'once', at: toStationInputValue(new Date(schedule.at)) };
  if (schedule.type === 'before') return { ...blank, type: 'before', event: schedule.event, minutes: String(schedule.minutes) };
  return { ...blank, type: schedule.type, time: schedule.time };
}

/** What the server is sent; an unreadable date-time is left for the schema to name. */
export function scheduleOfDraft(draft: ScheduleDraft): AutomationSchedule {
  if (draft.type === 'once') return { type: 'once', at: fromStationInputValue(draft.at)?.toISOString() ?? draft.at };
  if (draft.type === 'before') return { type: 'before', event: draft.event, minutes: Number(draft.minutes) };
  return { type: draft.type, time: draft.time };
}
