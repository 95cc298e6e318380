/**
 * Greeting by the hour on the station's clock. Morning starts at 04: a morning-show crew is in
 * the building long before most people, and "God kveld" at 04:30 would be wrong.
 */
export type Greeting = 'God morgen' | 'God dag' | 'God ettermiddag' | 'God kveld';

export function greetingFor(hour: number): Greeting {
  if (hour >= 4 && hour < 10) return 'God morgen';
  if (hour >= 10 && hour < 13) return 'God dag';
  if (hour >= 13 && hour < 18) return 'God ettermiddag';
  return 'God kveld';
}
