import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import DashboardPage from '@/features/dashboard/dashboard-page';
import { DashboardWidgetsContext } from '@/lib/dashboard-widgets';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { dashboardWidgets } from './widgets';

describe('the dashboard at 06:00 (issue 19)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('puts the running clock first across the whole row, then today’s clocks, upcoming shows and who is online; the message card is compact', () => {
    // The cards' own data never arrives here: only their places are checked.
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    const { container } = render(
      <TestProviders auth={makeAuth(makeProfile({ approval_status: 'approved', app_role: 'Tekniker' }))}>
        <MemoryRouter>
          <DashboardWidgetsContext.Provider value={dashboardWidgets}>
            <DashboardPage />
          </DashboardWidgetsContext.Provider>
        </MemoryRouter>
      </TestProviders>,
    );
    const cards = [...container.querySelectorAll<HTMLElement>('[data-widget]')];
    expect(cards.map((card) => card.dataset.widget).slice(0, 5)).toEqual(['running-clock', 'todays-clocks', 'upcoming-shows', 'online-now', 'broadcast-messages']);
    expect(cards[0]!.className).toContain('col-span-full');
    const messages = cards.find((card) => card.dataset.widget === 'broadcast-messages')!;
    expect(messages.className).not.toMatch(/col-span/);
  });
});
