import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { LISTENER_STRINGS as S, type PublicComment } from '@studioportal/shared';
import { fakeServer, leaveListenerPage, liveAnswer, openListenerPage, Providers, type Routes } from '../to-studio/test-server';
import { EpisodeComments } from './episode-comments';

const EPISODE = '0b6f2c1e-7a53-4c55-9a43-2f1a7d1c9e10';
const comments: PublicComment[] = [
  { id: 'c1', name: 'Kari', body: 'Så fin samtale!', created_at: '2026-11-24T07:15:00.000Z', reply: 'Takk, Kari!', replied_at: '2026-11-24T09:00:00.000Z' },
  { id: 'c2', name: 'Per', body: 'Mer om kompost, takk.', created_at: '2026-11-25T23:30:00.000Z', reply: null, replied_at: null },
];

function renderComments(routes: Routes) {
  const server = fakeServer({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer({ on_air: false }) }), ...routes });
  render(
    <Providers>
      <EpisodeComments episodeId={EPISODE} />
    </Providers>,
  );
  return server;
}

describe('episode comments', () => {
  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('lists the approved comments with their Norwegian dates and the show’s reply', async () => {
    renderComments({ [`GET /api/listener/episodes/${EPISODE}/comments`]: () => ({ status: 200, body: { comments } }) });
    expect(await screen.findByText('(2)')).toBeTruthy();
    const list = screen.getByRole('list', { name: S.comments });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Kari')).toBeTruthy();
    expect(within(first!).getByText('24.11.2026')).toBeTruthy();
    expect(within(first!).getByText(S.replyFromShow, { exact: false })).toBeTruthy();
    expect(within(first!).getByText('Takk, Kari!')).toBeTruthy();
    // 23:30 UTC is past midnight in Oslo: the station's date.
    expect(within(second!).getByText('26.11.2026')).toBeTruthy();
    expect(within(second!).queryByText(S.replyFromShow)).toBeNull();
  });

  it('says when there are none yet', async () => {
    renderComments({ [`GET /api/listener/episodes/${EPISODE}/comments`]: () => ({ status: 200, body: { comments: [] } }) });
    expect(await screen.findByText(S.noComments)).toBeTruthy();
  });

  it('sends a comment off air with the honeypot and the token, and says it is waiting for review', async () => {
    const server = renderComments({
      [`GET /api/listener/episodes/${EPISODE}/comments`]: () => ({ status: 200, body: { comments: [] } }),
      [`POST /api/listener/episodes/${EPISODE}/comments`]: () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: S.writeComment });
    fireEvent.change(within(form).getByLabelText(S.name), { target: { value: 'Per' } });
    fireEvent.change(within(form).getByLabelText('Kommentar'), { target: { value: 'Flott!' } });
    expect(within(form).getByText('6 av 500 tegn')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: S.send }));
    expect(await within(form).findByText(S.commentReceived)).toBeTruthy();
    expect(server.posts()[0]).toEqual({
      method: 'POST',
      url: `/api/listener/episodes/${EPISODE}/comments`,
      body: { name: 'Per', body: 'Flott!', website: '', form_token: 'tok-1' },
    });
  });

  it('marks a too long comment before sending', async () => {
    const server = renderComments({ [`GET /api/listener/episodes/${EPISODE}/comments`]: () => ({ status: 200, body: { comments: [] } }) });
    const form = await screen.findByRole('form', { name: S.writeComment });
    fireEvent.change(within(form).getByLabelText(S.name), { target: { value: 'Per' } });
    fireEvent.change(within(form).getByLabelText('Kommentar'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: S.send }));
    expect(await within(form).findByText(S.commentTooLong)).toBeTruthy();
    expect(server.posts()).toEqual([]);
  });
});
