import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isValidDateKey, unavailableWarning, type TeamAvailability } from '@studioportal/shared';
import { teamAvailabilityQuery, useAvailabilitySync } from './api';

/** Each colleague who should not be picked on `date`, with why ("Ikke tilgjengelig (Ferie)"). */
export function warningsOn(team: TeamAvailability | undefined, date: string): Map<string, string> {
  const warnings = new Map<string, string>();
  if (!team || !isValidDateKey(date)) return warnings;
  for (const person of team.people) {
    const warning = unavailableWarning(person, date);
    if (warning) warnings.set(person.userId, warning);
  }
  return warnings;
}

/** The show plan's pickers: who is unavailable on the show's date, live. */
export function useUnavailableWarnings(date: string): Map<string, string> {
  const valid = isValidDateKey(date);
  useAvailabilitySync(valid);
  const { data } = useQuery({ ...teamAvailabilityQuery(date, date), enabled: valid });
  return useMemo(() => warningsOn(data, date), [data, date]);
}
