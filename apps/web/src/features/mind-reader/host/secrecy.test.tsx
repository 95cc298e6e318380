import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MIND_READER_STRINGS, type MindReaderToday } from '@studioportal/shared';
import { makeAuth, makeProfile, TestProviders } from '@/test/auth-fixtures';
import MindReaderDisplayPanel from '../display/mind-reader-display-panel';
import { mindReaderKeys } from '../lib/query-keys';
import ProducerPage from '../producer/producer-page';
import { roundFixture, sessionFixture, todayFixture } from '../test-fixtures/round';
import { HostView } from './host-view';

/** Puts a GET /today answer in the cache before the children render, as a fetch would have. */
function Seed({ today, children }: { today: MindReaderToday; children: ReactNode }) {
  const queryClient = useQueryClient();
  if (!queryClient.getQueryData(mindReaderKeys.today)) queryClient.setQueryData(mindReaderKeys.today, today);
  return <>{children}</>;
}

/** Before the reveal nothing the host, the display or a colleague who is not the producer renders may carry the secret. */
describe('no secret before the reveal', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('the host view shows the round without a secret, and asks the server for nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(<HostView session={sessionFixture()} />);
    const host = screen.getByTestId('mind-reader-host');
    expect(within(host).getByText('Person')).toBeTruthy();
    expect(within(host).getByText(MIND_READER_STRINGS.questionsOf(3, 20))).toBeTruthy();
    expect(within(host).getByText('Er det en mann?')).toBeTruthy();
    expect(screen.queryByTestId('mind-reader-reveal')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hemmeligheten' })).toBeNull();
    expect(within(host).getByText('Hemmeligheten er skjult til produsenten avslører.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a finished round still has no secret until it is revealed; then it stands big with the first listener', () => {
    const finished = roundFixture({ status: 'finished', outcome: 'gjettet', finished_at: '2026-09-14T08:03:00.000Z' });
    const { unmount } = render(<HostView session={sessionFixture({ rounds: [finished] })} />);
    expect(screen.queryByTestId('mind-reader-reveal')).toBeNull();
    unmount();
    const revealed = { ...finished, revealed_at: '2026-09-14T08:04:00.000Z', secret: 'Roald Amundsen', first_listener: { name: 'Ola', source: 'tankeleser', at: '2026-09-14T08:02:00.000Z' } };
    render(<HostView session={sessionFixture({ rounds: [revealed] })} />);
    const reveal = screen.getByTestId('mind-reader-reveal');
    expect(within(reveal).getByText('Roald Amundsen')).toBeTruthy();
    expect(within(reveal).getByText('Gjettet')).toBeTruthy();
    expect(within(reveal).getByText('Ola')).toBeTruthy();
  });

  it('the studio display waits for the reveal, then shows the secret and the outcome', () => {
    const finished = roundFixture({ status: 'finished', outcome: 'tiden_ute' });
    const renderPanel = (round: typeof finished) => {
      const auth = makeAuth(makeProfile({ approval_status: 'approved' }));
      return render(
        <TestProviders auth={auth}>
          <Seed today={todayFixture({ session: sessionFixture({ rounds: [round] }) })}>
            <MindReaderDisplayPanel now={new Date()} timeZone="Europe/Oslo" large={false} running={{} as never} squeezed={false} />
          </Seed>
        </TestProviders>,
      );
    };
    const { unmount } = renderPanel(finished);
    expect(screen.getByTestId('mind-reader-display').dataset.stage).toBe('finished');
    expect(screen.queryByTestId('mind-reader-reveal')).toBeNull();
    expect(screen.getByText('Tiden ute')).toBeTruthy();
    unmount();
    renderPanel({ ...finished, revealed_at: '2026-09-14T08:04:00.000Z', secret: 'Roald Amundsen' });
    expect(within(screen.getByTestId('mind-reader-reveal')).getByText('Roald Amundsen')).toBeTruthy();
  });

  it('the producer page asks for the secret view only when the viewer is the producer', async () => {
    const requests: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(url);
      if (url.includes('/api/mind-reader/today')) return Response.json(todayFixture({ role: 'host' }));
      return Response.json({ error: { code: 'not_found', message: 'Ukjent' } }, { status: 404 });
    });
    const auth = makeAuth(makeProfile({ id: 'u-host', approval_status: 'approved', app_role: 'Administrator' }));
    render(
      <TestProviders auth={auth}>
        <MemoryRouter>
          <ProducerPage />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByText('Du er ikke produsent for dagens økt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til programledervisningen' }).getAttribute('href')).toBe('/host/mind-reader');
    await waitFor(() => expect(requests.some((u) => u.includes('/today'))).toBe(true));
    expect(requests.filter((u) => u.includes('/secret'))).toEqual([]);
  });

  it('the producer gets the secret view of the current round', async () => {
    const requests: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      requests.push(url);
      if (url.includes('/api/mind-reader/today')) return Response.json(todayFixture({ role: 'producer' }));
      if (url.includes('/api/mind-reader/rounds/r1/secret'))
        return Response.json({ secret: { round_id: 'r1', secret: 'Roald Amundsen', accepted: [], hints: [], caller_phone: '+4791234123', first_listener: null, listener_guesses: [] } });
      return Response.json({ error: { code: 'not_found', message: 'Ukjent' } }, { status: 404 });
    });
    const auth = makeAuth(makeProfile({ id: 'u-prod', approval_status: 'approved', app_role: 'Programleder' }));
    render(
      <TestProviders auth={auth}>
        <MemoryRouter>
          <ProducerPage />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByText('Roald Amundsen')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^✓?\s*Ja$/ })).toBeTruthy();
    expect(requests.filter((u) => u.includes('/secret'))).toHaveLength(1);
  });
});
