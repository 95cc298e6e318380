import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STRINGS } from '@studioportal/shared';
import type { AuthContextValue } from '@/features/auth';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import { RouteGuard } from './route-guard';

function renderGuard(auth: AuthContextValue) {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <p>Innloggingssiden</p> },
      { path: '/', element: <RouteGuard><p>Hemmelig innhold</p></RouteGuard> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

describe('RouteGuard', () => {
  afterEach(cleanup);

  it("shows 'Sjekker tilgang...' while auth is loading", () => {
    renderGuard(makeAuth(null, { loading: true }));
    expect(screen.getByText(STRINGS.checkingAccess)).toBeTruthy();
    expect(screen.queryByText('Hemmelig innhold')).toBeNull();
  });

  it('redirects to /auth without a user, remembering where the user was going', async () => {
    const router = renderGuard(makeAuth(null));
    expect(await screen.findByText('Innloggingssiden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe('/');
  });

  it('shows the pending-approval screen to a pending user, with working buttons', () => {
    const signOut = vi.fn(async () => undefined);
    const refreshProfile = vi.fn(async () => undefined);
    renderGuard(makeAuth(makeProfile(), { signOut, refreshProfile }));
    expect(screen.getByRole('heading', { name: STRINGS.status.pending })).toBeTruthy();
    expect(screen.getByText('Kari Nordmann')).toBeTruthy();
    expect(screen.getByText('kari@radio.no')).toBeTruthy();
    expect(screen.queryByText('Hemmelig innhold')).toBeNull();

    const refresh = screen.getByRole('button', { name: STRINGS.refreshStatus }) as HTMLButtonElement;
    expect(refresh.disabled).toBe(false);
    fireEvent.click(refresh);
    expect(refreshProfile).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: STRINGS.logout }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('shows the rejection with its reason', () => {
    renderGuard(makeAuth(makeProfile({ approval_status: 'rejected', rejection_reason: 'Ikke ansatt her' })));
    expect(screen.getByRole('heading', { name: STRINGS.status.rejected })).toBeTruthy();
    expect(screen.getByText('Ikke ansatt her')).toBeTruthy();
  });

  it("shows 'Ukjent status' for a status it does not know", () => {
    const odd = makeProfile({ approval_status: 'suspended' as unknown as 'pending' });
    renderGuard(makeAuth(odd));
    expect(screen.getByRole('heading', { name: STRINGS.status.unknown })).toBeTruthy();
  });

  it('renders the content for an approved user', () => {
    renderGuard(makeAuth(makeProfile({ approval_status: 'approved', approved_at: '2025-03-04T09:00:00.000Z' })));
    expect(screen.getByText('Hemmelig innhold')).toBeTruthy();
    expect(screen.queryByText(STRINGS.status.pending)).toBeNull();
  });
});
