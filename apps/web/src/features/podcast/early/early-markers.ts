/**
 * What the early script (podcast-early.ts) leaves on the server's page for the app to take over
 * (public/early-handover.ts): the marks are the whole contract between the two.
 */

/** On an <audio> the listener started before the app arrived: the app adopts that element, still playing. */
export const EARLY_USED = 'data-early-used';
/** On a form the listener sent before the app arrived: the app sends it as soon as it has the form. */
export const EARLY_QUEUED = 'data-early-queued';
