/** What other features use of Sendeklokker. */
// On air: today's dated clocks, to say which element runs now.
export { listClocks } from './active-clocks.repository';
// Content: a script's read time becomes its clock element's planned length.
export { setElementPlannedLength } from './element-length';
// Sponsor desk: clock elements of type sponsor marked sent are mentions of the sponsor.
export { sponsorElementsSentBetween, type SentSponsorElement } from './sponsor-elements';
// Automation: when each day's clocks are made, the days' jobs and "Prøv igjen".
export { askForDay, prepareDayRuns } from './prepare-day.job';
export { readPrepareAt, writePrepareAt } from './prepare-day.settings';
// Automation: a scheduled attach checks the element's clock goes on air that day.
export { templateElementDay } from './template-element-day';
// Automation: a scheduled attach puts a media item from the library on a clock template element.
export { attachMediaToTemplateElementIn, mediaAttachTargets, type AttachMediaOutcome } from './element-media';
