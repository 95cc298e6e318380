import { describe, expect, it } from 'vitest';
import { reportCsvHref, thisMonth } from '../api/report';

describe('the sponsor report', () => {
  it('downloads the CSV from the report route with the chosen range', () => {
    expect(reportCsvHref('00000000-0000-4000-8000-000000000001', '2025-03-01', '2025-03-31')).toBe(
      '/api/sponsors/00000000-0000-4000-8000-000000000001/report.csv?from=2025-03-01&to=2025-03-31',
    );
  });

  it('opens on this month of the station calendar', () => {
    expect(thisMonth(new Date('2025-02-14T12:00:00.000Z'), 'Europe/Oslo')).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(thisMonth(new Date('2024-02-29T12:00:00.000Z'), 'Europe/Oslo')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    // 23:30 UTC on 31 December is already January in Oslo.
    expect(thisMonth(new Date('2025-12-31T23:30:00.000Z'), 'Europe/Oslo')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });
});
