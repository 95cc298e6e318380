/**
 * Public surface of the listener hub: the studio displays show the open poll beside the clock
 * (WithLivePoll, LivePollCard, useOpenPoll); the app lists the poll display panel.
 */
export { LivePollCard, useOpenPoll, WithLivePoll } from './display/live-poll-card';
export { pollDisplayPanel } from './display-panel';
