import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { orderAchievements, type Achievement } from '@studioportal/shared';
import { AchievementCard } from './achievement-card';

const precise: Achievement = {
  key: 'presise-klokker',
  name: 'En måned med presise klokker',
  description: '20 sendinger der hvert klokkeelement du markerte som sendt, ble markert innen ±30 sekunder av planen.',
  icon: 'clock',
  target: 20,
  current: 12,
  earned_at: null,
};

describe('achievement card', () => {
  afterEach(cleanup);

  it('shows the progress as "12 av 20" and as a progressbar that says the same', () => {
    render(<AchievementCard achievement={precise} />);
    expect(screen.getByRole('heading', { name: 'En måned med presise klokker' })).toBeTruthy();
    expect(screen.getByText('12 av 20')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Fremdrift: En måned med presise klokker' });
    expect(bar.getAttribute('aria-valuenow')).toBe('12');
    expect(bar.getAttribute('aria-valuemax')).toBe('20');
    expect(bar.getAttribute('aria-valuetext')).toBe('12 av 20');
    expect(screen.queryByText(/^Oppnådd/)).toBeNull();
  });

  it('an earned one says when, as dd.MM.yyyy on the station’s calendar', () => {
    // 23:30 UTC on 11 November is already the 12th in Oslo.
    render(<AchievementCard achievement={{ ...precise, current: 20, earned_at: '2026-11-11T23:30:00.000Z' }} />);
    expect(screen.getByText('20 av 20')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText('Oppnådd 12.11.2026')).toBeTruthy();
  });

  it('the list puts earned first, newest first, then the closest', () => {
    const list: Achievement[] = [
      { ...precise },
      { ...precise, key: 'quizmaster', target: 10, current: 9 },
      { ...precise, key: 'elementer-markert', current: 100, target: 100, earned_at: '2026-11-01T08:00:00.000Z' },
      { ...precise, key: 'forste-podkastepisode', current: 1, target: 1, earned_at: '2026-11-20T08:00:00.000Z' },
    ];
    expect(orderAchievements(list).map((a) => a.key)).toEqual(['forste-podkastepisode', 'elementer-markert', 'quizmaster', 'presise-klokker']);
  });
});
