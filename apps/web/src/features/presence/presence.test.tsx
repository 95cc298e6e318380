import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { PresenceEntry } from '@studioportal/shared';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { setConnectionState } from '@/lib/realtime/connection-state';
import { OnlineNowCard, WHO_IS_COUNTED } from './online-now-card';
import { expectSelfInPresence, getPresenceUsers, setPresenceUsers, stopExpectingSelf } from './presence-store';

const entry = (user_id: string, full_name: string): PresenceEntry => ({
  user_id,
  full_name,
  app_role: 'Administrator',
  chat_color: '#22c55e',
  profile_picture_url: null,
  online_since: '2025-01-01T06:00:00.000Z',
});

const ada = entry('u1', 'Ada Admin');
const per = entry('u2', 'Per Programleder');

afterEach(() => {
  cleanup();
  setPresenceUsers(null);
});

describe('presence store (issue 19: no false "Ingen er pålogget")', () => {
  it('holds back lists without us while our own presence is being announced', () => {
    expectSelfInPresence('u1');
    // The server's greeting on subscribe, 2 s before we are tracked: nobody yet.
    setPresenceUsers([]);
    expect(getPresenceUsers()).toBeNull();
    setPresenceUsers([per]);
    expect(getPresenceUsers()).toBeNull();
    // The list after our announcement.
    setPresenceUsers([ada, per]);
    expect(getPresenceUsers()).toEqual([ada, per]);
    // From then on every list counts, also one we have left (another tab closed, say).
    setPresenceUsers([per]);
    expect(getPresenceUsers()).toEqual([per]);
  });

  it('shows the last list as it is when the announcement is refused or times out', () => {
    expectSelfInPresence('u1');
    setPresenceUsers([per]);
    expect(getPresenceUsers()).toBeNull();
    stopExpectingSelf();
    expect(getPresenceUsers()).toEqual([per]);
  });

  it('a user who does not publish presence sees every list at once', () => {
    setPresenceUsers([]);
    expect(getPresenceUsers()).toEqual([]);
  });
});

describe('the "Pålogget nå" card', () => {
  const renderCard = () =>
    render(
      <TestProviders auth={makeAuth(makeProfile({ approval_status: 'approved', app_role: 'Administrator' }))}>
        <OnlineNowCard />
      </TestProviders>,
    );

  it('says who is counted, and shows loading — not "Ingen er pålogget" — until presence has answered', () => {
    setConnectionState('main', 'connected');
    expectSelfInPresence('u1');
    renderCard();
    expect(screen.getByText(WHO_IS_COUNTED)).toBeTruthy();
    expect(WHO_IS_COUNTED).toMatch(/administratorer og programledere/i);
    expect(screen.getByRole('status').textContent).toContain('Henter hvem som er pålogget');
    act(() => setPresenceUsers([]));
    expect(screen.queryByText(/Ingen er pålogget/)).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => setPresenceUsers([ada]));
    expect(screen.getByRole('list', { name: 'Pålogget nå' }).textContent).toContain('Ada Admin');
    setConnectionState('main', 'disconnected');
  });

  it('says nobody is online only once the server has said so', () => {
    setConnectionState('main', 'connected');
    renderCard();
    act(() => setPresenceUsers([]));
    expect(screen.getByText('Ingen er pålogget akkurat nå.')).toBeTruthy();
    setConnectionState('main', 'disconnected');
  });
});
