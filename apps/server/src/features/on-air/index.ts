/** What other features use of on air. */
// Listeners: a listener's message pushed to the displays ("Fra lytter"), and whether the show is on air.
export { clearListenerMessage, liveStatus, pushListenerMessage } from './listener-display';
// Automation: a scheduled line on the studio displays.
export { pushDisplayMessageIn } from './listener-display';
