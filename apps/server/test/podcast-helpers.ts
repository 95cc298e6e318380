import sharp from 'sharp';
import { Client, type TestServer } from './harness';
import { unlessChannelBusy } from '../../../test-support/channel-busy';
import { silentMp3 } from '../../../test-support/podcast-audio';

/** The administrator (first account), an approved Programleder and an approved Tekniker. */
export async function podcastTeam(server: TestServer) {
  const admin = new Client(server.url);
  await admin.signUp('Ada Admin', 'ada@example.no');
  const host = new Client(server.url);
  const hostId = (await host.signUp('Pia Programleder', 'pia@example.no')).body.profile.id as string;
  const tech = new Client(server.url);
  const techId = (await tech.signUp('Tor Tekniker', 'tor@example.no')).body.profile.id as string;
  expect200(await admin.post(`/api/admin/users/${hostId}/approve`, { app_role: 'Programleder' }));
  expect200(await admin.post(`/api/admin/users/${techId}/approve`, { app_role: 'Tekniker' }));
  return { admin, host, tech };
}

function expect200(res: { status: number; body: unknown }) {
  if (res.status !== 200) throw new Error(`set-up failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Sends a file as the raw body, as the web app does. */
export async function upload(client: Client, path: string, data: Buffer, contentType: string) {
  const res = await fetch(client.baseUrl + path, {
    method: 'PUT',
    headers: { 'content-type': contentType, ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: data,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A square-ish test picture, made in code. */
export function picture(width = 800, height = 600, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 59, g: 130, b: 246 } } })
    .toFormat(format)
    .toBuffer();
}

/** Creates an episode with audio (and optionally artwork), then publishes it (now, or at `publishAt`). */
export async function publishedEpisode(
  client: Client,
  fields: Record<string, unknown>,
  options: { seconds?: number; publishAt?: string; artwork?: boolean; publish?: boolean } = {},
) {
  const created = await unlessChannelBusy(() => client.post('/api/podcast/episodes', fields));
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.episode.id as string;
  const audio = await unlessChannelBusy(() => upload(client, `/api/podcast/episodes/${id}/audio`, silentMp3(options.seconds ?? 12), 'audio/mpeg'));
  if (audio.status !== 200) throw new Error(`audio failed: ${audio.status} ${JSON.stringify(audio.body)}`);
  let latest = audio.body.episode;
  if (options.artwork) {
    const image = await picture();
    const art = await unlessChannelBusy(() => upload(client, `/api/podcast/episodes/${id}/artwork`, image, 'image/png'));
    if (art.status !== 200) throw new Error(`artwork failed: ${art.status} ${JSON.stringify(art.body)}`);
    latest = art.body.episode;
  }
  if (options.publish === false) return latest;
  const published = await unlessChannelBusy(() => client.post(`/api/podcast/episodes/${id}/publish`, options.publishAt ? { publish_at: options.publishAt } : {}));
  if (published.status !== 200) throw new Error(`publish failed: ${published.status} ${JSON.stringify(published.body)}`);
  return published.body.episode;
}
