export { useUnavailableWarnings, warningsOn } from './use-unavailable-warnings';
export { OnDutyRoster } from './components/on-duty-roster';
export { AvailabilitySection } from './components/availability-section';
