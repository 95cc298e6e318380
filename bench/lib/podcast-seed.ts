import sharp from 'sharp';
import { silentMp3 } from '../../test-support/podcast-audio';
import { unlessChannelBusy } from '../../test-support/channel-busy';
import { showSettings } from '../../test-support/podcast-show';
import { signUpStaff, type CookieClient } from './http-client';

/** One signed-in call with a JSON body, or a file's bytes with their type; throws on an error answer. */
export async function send(client: CookieClient, method: string, url: string, body: unknown, type = 'application/json') {
  const res = await unlessChannelBusy(async () => {
    const answer = await fetch(client.baseUrl + url, {
      method,
      headers: { 'content-type': type, cookie: client.cookie },
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    const text = await answer.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the status and the text say what happened.
    }
    return { status: answer.status, text, body: parsed };
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
  return res.body as { episode: { id: string } };
}

export interface PodcastSeed {
  episodes: number;
  /** Each episode's audio (silent MP3). */
  audioSeconds: number;
  /** Each episode's chapter starts, in seconds, named in turn Intro, Nyheter og vær, Gjest i studio, Quiz. */
  chapterStarts: number[];
  /** Each episode's description, from its number (1 up). */
  description: (n: number) => string;
}

const CHAPTER_TITLES = ['Intro', 'Nyheter og vær', 'Gjest i studio', 'Quiz'];

/**
 * A show like the station's on a fresh server: 1400 px artwork, a description, and a back catalogue
 * of daily episodes with audio and chapters, the newest published yesterday. Returns the administrator.
 */
export async function seedPodcast(baseUrl: string, seed: PodcastSeed): Promise<CookieClient> {
  const { clients } = await signUpStaff(baseUrl, 1);
  const admin = clients[0]!;
  await send(admin, 'PUT', '/api/podcast/show', showSettings({ description: 'Hverdager 06–10: nyheter, vær, trafikk, gjester og quiz med Pia og Tor.' }));
  const artwork = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
  await send(admin, 'PUT', '/api/podcast/show/artwork', artwork, 'image/jpeg');
  const audio = silentMp3(seed.audioSeconds);
  const day = 86_400_000;
  for (let i = 0; i < seed.episodes; i++) {
    const { episode } = await send(admin, 'POST', '/api/podcast/episodes', {
      title: `Morgenshowet ${i + 1}: høydepunkter fra sendingen`,
      description: seed.description(i + 1),
      season: 1,
      episode_number: i + 1,
      chapters: seed.chapterStarts.map((start_s, c) => ({ start_s, title: CHAPTER_TITLES[c] ?? `Del ${c + 1}` })),
    });
    await send(admin, 'PUT', `/api/podcast/episodes/${episode.id}/audio`, audio, 'audio/mpeg');
    await send(admin, 'POST', `/api/podcast/episodes/${episode.id}/publish`, { publish_at: new Date(Date.now() - (seed.episodes - i) * day).toISOString() });
  }
  return admin;
}
