/** Public surface of Sendeklokker: the studio screens show the running clock and mark elements sent. */
export { clockKeys, dayQuery, staffQuery, templatesQuery } from './api';
export { ElementTypeBadge } from './components/element-type-badge';
export { MarkSentButton } from './components/mark-sent-button';
// Drift that can be recovered (issue 19): the phone cockpit places these itself.
export { CatchUpNotice } from './drift/catch-up-notice';
export { ElementRecoveryList } from './drift/element-recovery-list';
export { SkipButton } from './drift/skip-button';
export { useDriftRecovery } from './drift/use-drift-recovery';
export { RunningClockPanel } from './components/running-clock-panel';
export { useActiveClocksRealtime } from './hooks/use-clock-realtime';
export { useStationDay } from './hooks/use-station-day';
export { driftWords, signedMmSs, wallTime } from './lib/format';
