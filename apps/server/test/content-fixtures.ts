import { Mp3Encoder } from '@breezystack/lamejs';
import type { AppRole } from '@studioportal/shared';
import { Client, type TestServer } from './harness';
import { monoPcmWav } from '../../../test-support/wav';

/**
 * Test data for the content tests, made in code (no binary files in git): a sine-wave WAV, an
 * MP3 encoded from it with a pure JS encoder, and a team of signed-in, approved colleagues.
 */

/** Mono 16-bit PCM sine with a loudness ramp, so its waveform is not flat. */
function sinePcm(seconds: number, sampleRate: number): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < pcm.length; i++) {
    const envelope = 0.2 + 0.8 * (i / pcm.length);
    pcm[i] = Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 20000 * envelope);
  }
  return pcm;
}

export function sineWav(seconds = 1.5, sampleRate = 22050): Buffer {
  const pcm = sinePcm(seconds, sampleRate);
  return monoPcmWav(new Uint8Array(pcm.buffer, pcm.byteOffset, pcm.byteLength), sampleRate, 16);
}

export function sineMp3(seconds = 2, sampleRate = 44100): Buffer {
  const pcm = sinePcm(seconds, sampleRate);
  const encoder = new Mp3Encoder(1, sampleRate, 96);
  const parts: Buffer[] = [];
  for (let i = 0; i < pcm.length; i += 1152) {
    const frame = encoder.encodeBuffer(pcm.subarray(i, i + 1152));
    parts.push(Buffer.from(frame.buffer, frame.byteOffset, frame.length));
  }
  const tail = encoder.flush();
  parts.push(Buffer.from(tail.buffer, tail.byteOffset, tail.length));
  return Buffer.concat(parts);
}

export async function upload(client: Client, data: Buffer | Uint8Array, filename: string, title?: string) {
  const form = new FormData();
  if (title !== undefined) form.append('title', title);
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  const res = await fetch(`${client.baseUrl}/api/media`, { method: 'POST', body: form, headers: { cookie: client.cookie } });
  const text = await res.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body };
}

export interface Colleague {
  client: Client;
  id: string;
}

/** The first account (Administrator) and approved colleagues with the given roles. */
export async function contentTeam(server: TestServer, roles: AppRole[]): Promise<{ admin: Colleague; others: Colleague[] }> {
  const admin = new Client(server.url);
  const a = await admin.signUp('Åse Administrator', 'ase@example.no');
  const others: Colleague[] = [];
  for (const [i, role] of roles.entries()) {
    const client = new Client(server.url);
    const res = await client.signUp(`Kollega ${i + 1}`, `kollega${i + 1}@example.no`);
    const id = res.body.profile.id as string;
    const approved = await admin.post(`/api/admin/users/${id}/approve`, { app_role: role });
    if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
    others.push({ client, id });
  }
  return { admin: { client: admin, id: a.body.profile.id as string }, others };
}

/** Polls until `check` passes or the time is up (background jobs finish on their own schedule). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
