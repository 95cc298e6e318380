import sharp from 'sharp';
import { silentMp3 } from '../../test-support/podcast-audio';
import { showSettings } from '../../test-support/podcast-show';
import { signUpStaff, type CookieClient } from './http-client';

/** A seed writes faster than a person: a channel over its events per second answers 429 channel_busy, and the write is simply tried again. */
const BUSY_RETRIES = 5;

/** One signed-in call with a JSON body, or a file's bytes with their type; throws on an error answer. */
export async function send(client: CookieClient, method: string, url: string, body: unknown, type = 'application/json') {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(client.baseUrl + url, {
      method,
      headers: { 'content-type': type, cookie: client.cookie },
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
    });
    if (res.ok) return res.json() as Promise<{ episode: { id: string } }>;
    const text = await res.text();
    if (res.status === 429 && text.includes('channel_busy') && attempt < BUSY_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    throw new Error(`${method} ${url}: ${res.status} ${text}`);
  }
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
