/** Public surface of Sendeklokker: the studio screens show the running clock and mark elements sent. */
export { clockKeys, dayQuery, staffQuery, templatesQuery } from './api';
export { ElementTypeBadge } from './components/element-type-badge';
export { MarkSentButton } from './components/mark-sent-button';
export { RunningClockPanel } from './components/running-clock-panel';
export { useActiveClocksRealtime } from './hooks/use-clock-realtime';
export { useStationDay } from './hooks/use-station-day';
export { driftWords, signedMmSs, wallTime } from './lib/format';
