import { mergeSetCookies } from '../../test-support/cookie-jar';

/** A tiny HTTP client that keeps its session cookie, like one browser tab. */
export class CookieClient {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  private remember(setCookies: string[]) {
    this.cookie = mergeSetCookies(this.cookie, setCookies);
  }

  async post<T = unknown>(path: string, body: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify(body),
    });
    this.remember(res.headers.getSetCookie());
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

export const BENCH_PASSWORD = 'et langt benchmark-passord';

/** Signs up `count` staff accounts on a fresh server: the first is the administrator, who approves the rest. */
export async function signUpStaff(baseUrl: string, count: number): Promise<{ clients: CookieClient[]; ids: string[] }> {
  const clients: CookieClient[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const client = new CookieClient(baseUrl);
    const res = await client.post<{ profile: { id: string } }>('/api/session/sign-up', {
      full_name: `Benk Bruker ${i + 1}`,
      email: `benk${i + 1}@example.no`,
      password: BENCH_PASSWORD,
    });
    if (res.status !== 201) throw new Error(`sign-up ${i + 1} failed: ${res.status} ${JSON.stringify(res.body)}`);
    clients.push(client);
    ids.push(res.body.profile.id);
    if (i > 0) {
      const approved = await clients[0]!.post(`/api/admin/users/${res.body.profile.id}/approve`, {});
      if (approved.status !== 200) throw new Error(`approve ${i + 1} failed: ${approved.status}`);
    }
  }
  return { clients, ids };
}
