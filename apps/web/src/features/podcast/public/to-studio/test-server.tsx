import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { clearDrafts } from './drafts';
import { formTokens } from './form-token';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListenerLive } from '@studioportal/shared';
import { ToStudioSection } from './to-studio-section';

/** Test support: a fake server behind fetch, and the query client the page would have. */
export interface Sent {
  method: string;
  url: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown };
export type Routes = Record<string, (body: unknown) => Answer>;

export function fakeServer(routes: Routes) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({ method, url, body });
    const route = routes[`${method} ${url}`];
    const answer = route ? route(body) : { status: 404, body: { error: { code: 'not_found', message: 'Fant ikke' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, posts: () => sent.filter((s) => s.method === 'POST') };
}

export function liveAnswer(overrides: Partial<ListenerLive> = {}): ListenerLive {
  return { on_air: true, show_title: 'Morgenshowet', poll: null, requests: { open: true, reason: null }, form_token: 'tok-1', mind_reader: null, competitions: [], ...overrides };
}

export function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** "Til studio" as the page shows it, against the fake server. */
export function renderToStudio(routes: Routes) {
  const server = fakeServer(routes);
  render(
    <Providers>
      <ToStudioSection />
    </Providers>,
  );
  return server;
}

/** Each test opens the page afresh: no drafts, and a form token held long enough to send at once (no 2 s wait). */
export function openListenerPage() {
  formTokens.forget();
  clearDrafts();
  formTokens.remember('tok-1', Date.now() - 10_000);
}

export function leaveListenerPage() {
  cleanup();
  vi.unstubAllGlobals();
}
