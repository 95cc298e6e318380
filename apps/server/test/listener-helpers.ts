import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { neutralSignature } from '../src/features/listeners/sms-signature';
import { Client, type TestServer } from './harness';

/** What the games' tests share about listeners: the SMS gateway, a listener's phone, and what a client received. */

/** Start the server with `{ SMS_WEBHOOK_SECRET: SMS_SECRET }` to take signed SMS. */
export const SMS_SECRET = 'test-sms-webhook-secret-0123456789';

/** An SMS through the real webhook, signed as the neutral gateway does. */
export function signedSms(url: string, from: string, text: string, id: string) {
  const raw = JSON.stringify({ id, from, text });
  const timestamp = String(Math.floor(Date.now() / 1000));
  return fetch(`${url}/api/inbound/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-studioportal-timestamp': timestamp, 'x-studioportal-signature': neutralSignature(SMS_SECRET, timestamp, raw) },
    body: raw,
  });
}

/** A listener's phone: the device cookie and the form token from the listener page. */
export async function listener(server: TestServer) {
  const client = new Client(server.url);
  const live = await client.get('/api/listener/live');
  expect(live.status).toBe(200);
  return { client, token: live.body.form_token as string, live: live.body };
}

/** Everything a client received (responses and socket events), to search for a secret in. */
export class Traffic {
  readonly seen: string[] = [];
  client(client: Client): Client {
    const original = client.request.bind(client);
    client.request = async (...args: Parameters<Client['request']>) => {
      const res = await original(...args);
      this.seen.push(JSON.stringify(res.body));
      return res;
    };
    return client;
  }
  socket(socket: Socket) {
    socket.onAny((_name, payload) => this.seen.push(JSON.stringify(payload)));
    return socket;
  }
  text() {
    return this.seen.join('\n');
  }
}
