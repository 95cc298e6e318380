import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ADDRESS_MESSAGE } from '@studioportal/shared';
import { loadConfig } from '../src/config';
import { Client, DB_KINDS, startServer, type TestServer } from './harness';
import { podcastTeam } from './podcast-helpers';
import { showSettings } from '../../../test-support/podcast-show';

/**
 * Issue 17 part 7: a web address someone types (the podcast's website, shown as a link on the
 * feed and the page; the page address of an error report) or an operator sets (PUBLIC_URL,
 * SMS_INBOX_URL, a link in the app) is a real http(s) address with a host, or it is refused.
 */
const REFUSED = [
  'javascript:alert(1)',
  'ftp://x',
  'http://',
  'https://exa mple.no',
  // Let through by the old pattern check:
  'https://"><script>alert(1)</script>',
  'http:///',
  'https://?',
  'http:radionord.no',
];

describe.each(DB_KINDS)('web address fields (%s)', (kind) => {
  let server: TestServer;
  let team: Awaited<ReturnType<typeof podcastTeam>>;
  beforeAll(async () => {
    server = await startServer(kind);
    team = await podcastTeam(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("refuses anything but an http(s) address for the podcast's website, in Norwegian, and stores a valid one", async () => {
    const saved = await team.host.request('PUT', '/api/podcast/show', showSettings({ website_url: 'https://radionord.no/morgen' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const website_url of REFUSED) {
      const res = await team.host.request('PUT', '/api/podcast/show', showSettings({ title: 'Kapret', website_url }));
      expect(res.status, website_url).toBe(400);
      expect(res.body.error, website_url).toMatchObject({ code: 'validation_failed', message: WEB_ADDRESS_MESSAGE });
    }
    // Nothing of the refused ones was kept: the valid address is still the one listeners get.
    const pub = await new Client(server.url).get('/api/podcast');
    expect(pub.body.show).toMatchObject({ title: 'Morgenshowet', website_url: 'https://radionord.no/morgen' });
    const feed = await (await fetch(`${server.url}/podcast/feed.xml`)).text();
    expect(feed).toContain('<link>https://radionord.no/morgen</link>');
    // An empty field clears it.
    const cleared = await team.host.request('PUT', '/api/podcast/show', showSettings({ website_url: '' }));
    expect(cleared.body.show.website_url).toBeNull();
  });

  it("refuses an error report whose page address is not a web address", async () => {
    const report = { errorId: 'ERR_1', error: { message: 'Oi' }, url: 'javascript:alert(1)', timestamp: new Date().toISOString() };
    const refused = await new Client(server.url).post('/api/error-report', report);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(WEB_ADDRESS_MESSAGE);
    expect((await new Client(server.url).post('/api/error-report', { ...report, url: `${server.url}/chat` })).status).toBe(202);
  });
});

describe('web addresses in the configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/ikke-brukt' } as const;
  it('takes only http(s) addresses for PUBLIC_URL and SMS_INBOX_URL, with a clear message', () => {
    for (const name of ['PUBLIC_URL', 'SMS_INBOX_URL']) {
      for (const value of REFUSED) {
        expect(() => loadConfig({ ...base, [name]: value }), `${name}=${value}`).toThrow(`${name} må være en gyldig nettadresse som begynner med http:// eller https://`);
      }
    }
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://studio.radionord.no', SMS_INBOX_URL: ' https://sms.radionord.no/innboks ' });
    expect([config.publicUrl, config.smsInboxUrl]).toEqual(['https://studio.radionord.no', 'https://sms.radionord.no/innboks']);
    expect(loadConfig({ ...base, SMS_INBOX_URL: '' }).smsInboxUrl).toBeUndefined();
  });
});
