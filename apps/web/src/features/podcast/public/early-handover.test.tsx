import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { LISTENER_STRINGS as S, PODCAST_POSITION_KEY_PREFIX, PODCAST_STRINGS } from '@studioportal/shared';
import { EARLY_QUEUED, EARLY_USED } from '../early/early-markers';
import { offerAudio } from '../player/adopted-audio';
import { PodcastPlayer } from '../player/podcast-player';
import { takeOverEarlyPage } from './early-handover';
import { leaveListenerPage, liveAnswer, openListenerPage, Providers, renderToStudio } from './to-studio/test-server';

/**
 * The swap from the server's /podcast page, worked before the app arrived (early/), to the app's:
 * typed text, focus and a pressed Send go to the app's form; a started <audio> becomes the app's
 * player's element. The markup stands in for the server's (static-to-studio.ts, static-player.ts):
 * the marks are the contract, and the browser test drives the real page.
 */
function serverPage(inner: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = inner;
  document.body.append(page);
  return page;
}

const SERVER_FORM = `<form data-draft-key="to-studio:message" ${EARLY_QUEUED}>
  <input name="name" value="Kari" /><input name="phone" value="" />
  <textarea name="body">Hei fra bussen!</textarea><input name="website" value="" />
</form>`;

describe('the early page handed over to the app', () => {
  beforeEach(openListenerPage);
  afterEach(leaveListenerPage);

  it('sends a message whose Send was pressed before the app arrived, with what was typed, and gives the focus back', async () => {
    const server = renderToStudio({
      'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }),
      'POST /api/listener/messages': () => ({ status: 202, body: { received: true } }),
    });
    const form = await screen.findByRole('form', { name: S.sendMessage });
    const page = serverPage(SERVER_FORM);
    page.querySelector('textarea')!.focus();
    page.querySelector('textarea')!.setSelectionRange(3, 3);

    act(() => {
      takeOverEarlyPage(page);
      page.remove();
    });

    expect(await within(form).findByText(S.messageReceived)).toBeTruthy();
    expect(server.posts()).toEqual([{ method: 'POST', url: '/api/listener/messages', body: { name: 'Kari', body: 'Hei fra bussen!', website: '', form_token: 'tok-1' } }]);
    const body = within(form).getByLabelText(S.message) as HTMLTextAreaElement;
    expect(document.activeElement).toBe(body);
    expect((within(form).getByLabelText(S.name) as HTMLInputElement).value).toBe('Kari');
  });

  it('keeps typed text that was not sent for the form when it appears, and sends nothing', async () => {
    const page = serverPage(SERVER_FORM.replace(EARLY_QUEUED, ''));
    takeOverEarlyPage(page);
    page.remove();
    const server = renderToStudio({ 'GET /api/listener/live': () => ({ status: 200, body: liveAnswer() }) });
    const form = await screen.findByRole('form', { name: S.sendMessage });
    await waitFor(() => expect((within(form).getByLabelText(S.message) as HTMLTextAreaElement).value).toBe('Hei fra bussen!'));
    expect(server.posts()).toEqual([]);
  });
});

describe('the early player handed over to the app', () => {
  const episode = { id: 'ep-1', title: 'Morgenpraten', audio_url: '/a.mp3', duration_s: 120, chapters: [], artwork_url: null };
  const play = vi.fn(function (this: HTMLMediaElement) {
    return Promise.resolve();
  });
  const pause = vi.fn();
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('adopts the started element of its episode: the player keeps it and drives it, with no <audio> of its own', () => {
    render(
      <Providers>
        <PodcastPlayer episode={episode} showTitle="Morgenshowet" />
      </Providers>,
    );
    const region = screen.getByRole('region', { name: `${PODCAST_STRINGS.player.region}: Morgenpraten` });
    const page = serverPage(`<audio src="/a.mp3" ${EARLY_USED}></audio>`);
    const started = page.querySelector('audio')!;
    act(() => {
      offerAudio('ep-1', started);
      page.remove();
    });
    expect(region.querySelectorAll('audio')).toHaveLength(1);
    expect(region.querySelector('audio')).toBe(started);
    within(region).getByRole('button', { name: PODCAST_STRINGS.player.play }).click();
    expect(play.mock.contexts).toEqual([started]);
  });

  it('keeps the position of an element offered before its player mounted (the app waited for its data)', () => {
    localStorage.setItem(`${PODCAST_POSITION_KEY_PREFIX}ep-1`, '50');
    const started = serverPage(`<audio src="/a.mp3" ${EARLY_USED}></audio>`).querySelector('audio')!;
    started.currentTime = 20;
    offerAudio('ep-1', started);
    render(
      <Providers>
        <PodcastPlayer episode={episode} showTitle="Morgenshowet" />
      </Providers>,
    );
    const region = screen.getByRole('region', { name: `${PODCAST_STRINGS.player.region}: Morgenpraten` });
    expect(region.querySelector('audio')).toBe(started);
    expect(started.currentTime).toBe(20);
    expect(within(region).getByText('0:20')).toBeTruthy();
    localStorage.clear();
  });

  it('silences an element no player claims (the page failed, another episode shows)', () => {
    vi.useFakeTimers();
    const started = serverPage(`<audio src="/b.mp3" ${EARLY_USED}></audio>`).querySelector('audio')!;
    offerAudio('not-on-the-page', started);
    expect(started.isConnected).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(pause.mock.contexts).toContain(started);
    expect(started.isConnected).toBe(false);
  });
});
