import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LayoutDashboard, Users, Headphones } from 'lucide-react';
import type { Profile } from '@studioportal/shared';
import type { ScreenDefinition } from '@/lib/extension-points';
import { ThemeProvider } from '@/lib/use-theme';
import { TooltipProvider } from '@/components/ui/tooltip';
import { makeProfile } from '@/test/auth-fixtures';
import { buildRoutes } from './routes';

// No sockets in unit tests: the realtime client is replaced by inert stand-ins.
vi.mock('@/lib/realtime', () => ({
  startRealtime: vi.fn(),
  stopRealtime: vi.fn(),
  stopAllRealtime: vi.fn(),
  onRealtimeRefused: () => () => undefined,
  getSocket: () => ({ on: vi.fn(), off: vi.fn(), connected: false }),
  useSocketEvent: vi.fn(),
  useConnectionState: () => 'disconnected',
  useConnectionHealth: () => ({ connection: 'disconnected', health: 'healthy', latencyMs: null, probeFailed: false, checkedAt: null }),
  useChannel: () => 'idle',
  useChannelEvents: () => 'idle',
  useTypedChannel: () => 'idle',
  useServerHealth: () => null,
  useServerHealthFeed: vi.fn(),
  getChannelStatus: () => 'idle',
  subscribeChannelStatus: () => () => undefined,
  emitWithAck: vi.fn(),
}));

const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> });
const screens: ScreenDefinition[] = [
  { path: '/auth', title: 'Logg inn', layout: 'public', lazy: page('Innlogging') },
  { path: '/', title: 'Dashbord', layout: 'standard', nav: { section: 'main', label: 'Dashbord', icon: LayoutDashboard }, lazy: page('Dashbordet') },
  { path: '/podcast', title: 'Podcast', layout: 'standard', access: 'anyone', nav: { section: 'main', label: 'Podcast', icon: Headphones }, lazy: page('Episoder') },
  { path: '/user-management', title: 'Brukere', layout: 'standard', permission: 'manageUsers', nav: { section: 'admin', label: 'Brukere', icon: Users }, lazy: page('Brukerliste') },
  { path: '/studio-display/large', title: 'Studioskjerm', layout: 'fullscreen', lazy: page('Stor klokke') },
];

function renderAt(path: string, profile: Profile | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/session') return new Response(JSON.stringify({ signed_in: profile !== null, profile }), { status: 200 });
      if (url === '/api/me' && profile) return new Response(JSON.stringify({ profile }), { status: 200 });
      if (url === '/api/me') return new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'Du må være logget inn.' } }), { status: 401 });
      return new Response(JSON.stringify({ showName: 'Morgensendingen', timeZone: 'Europe/Oslo', smsInboxUrl: null, version: 't' }), { status: 200 });
    }),
  );
  const router = createMemoryRouter(buildRoutes(screens), { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ThemeProvider>
        <TooltipProvider>
          <RouterProvider router={router} />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return router;
}

const approved = (role: Profile['app_role']) => makeProfile({ approval_status: 'approved', app_role: role, approved_at: '2025-01-02T08:00:00.000Z' });

describe('routes from the screen registry', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a logged-out visitor from a guarded screen to /auth', async () => {
    const router = renderAt('/', null);
    expect(await screen.findByRole('heading', { name: 'Innlogging' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows a public screen in the standard layout without signing in, with only public links', async () => {
    renderAt('/podcast', null);
    expect(await screen.findByRole('heading', { name: 'Episoder' })).toBeTruthy();
    // Issue 19: a visitor's start-up asks the question every caller gets a 200 for, never /api/me (401).
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked).toContain('/api/session');
    expect(asked).not.toContain('/api/me');
    expect(screen.getAllByRole('link', { name: 'Podcast' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Dashbord' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Akutt' })).toBeNull();
    // Issue 19: the logo keeps a listener on the podcast page instead of sending them to sign in.
    const logos = screen.getAllByRole('link', { name: 'Til podkastsiden' });
    expect(logos.map((link) => link.getAttribute('href'))).toEqual(logos.map(() => '/podcast'));
    expect(screen.queryByRole('link', { name: 'Til forsiden' })).toBeNull();
  });

  it('renders a guarded screen with the navbar for an approved user', async () => {
    renderAt('/', approved('Tekniker'));
    expect(await screen.findByRole('heading', { name: 'Dashbordet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Akutt' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Til forsiden' }).length).toBeGreaterThan(0);
  });

  it("shows 'Ingen tilgang' when the role lacks the screen's permission", async () => {
    renderAt('/user-management', approved('Tekniker'));
    expect(await screen.findByRole('heading', { name: 'Ingen tilgang' })).toBeTruthy();
    expect(screen.queryByText('Brukerliste')).toBeNull();
  });

  it('lets an administrator in', async () => {
    renderAt('/user-management', approved('Administrator'));
    expect(await screen.findByRole('heading', { name: 'Brukerliste' })).toBeTruthy();
  });

  it('renders fullscreen screens without the navbar', async () => {
    renderAt('/studio-display/large', approved('Tekniker'));
    expect(await screen.findByRole('heading', { name: 'Stor klokke' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Akutt' })).toBeNull();
  });

  it('shows the Norwegian not-found page for unknown paths', async () => {
    renderAt('/finnes/ikke', approved('Programleder'));
    expect(await screen.findByRole('heading', { name: 'Siden finnes ikke' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til forsiden' })).toBeTruthy();
  });
});
