/** What other features use of the content studio. */
// Sponsor desk: a mention script's read time at the station's speaking rate.
export { readSettings as readContentSettings } from './content-settings.repository';
// Automation: attach a script to a clock element at a scheduled time (attach_content).
export { attachScriptToElementIn, scheduledAttachTargets, type ScheduledAttachOutcome } from './scheduled-attach';
