import { describe, expect, it } from 'vitest';
import { errorReportSchema } from './error-report';
import { updatePodcastShowSchema } from './podcast-schemas';
import { httpUrlSchema, isHttpUrl, WEB_ADDRESS_MESSAGE } from './web-address';

/** Addresses a link must never get: other schemes, no host, a space in the host, nothing at all. */
const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://x',
  'ftp://ftp.example.no/fil',
  'mailto:post@radionord.no',
  'file:///etc/passwd',
  'http://',
  'https://',
  'https:',
  'http:radionord.no',
  'https://exa mple.no',
  '//radionord.no',
  '/podcast',
  'radionord.no',
  'www.radionord.no',
  'https//radionord.no',
  '',
  '   ',
];
const ACCEPTED = ['https://radionord.no', 'https://radionord.no/morgen?side=2#episoder', 'http://localhost:8080/', 'HTTPS://RADIONORD.NO', 'https://blåbær.no/æøå', 'http://192.168.1.10/'];

describe('web address fields', () => {
  it('takes http(s) addresses with a host and nothing else', () => {
    expect(REFUSED.filter(isHttpUrl)).toEqual([]);
    expect(ACCEPTED.filter((v) => !isHttpUrl(v))).toEqual([]);
  });

  it('refuses with the Norwegian message and keeps what was typed, trimmed', () => {
    const schema = httpUrlSchema(500);
    for (const value of REFUSED.filter((v) => v.trim() !== '')) {
      const parsed = schema.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message, value).toBe(WEB_ADDRESS_MESSAGE);
    }
    expect(WEB_ADDRESS_MESSAGE).toBe('Skriv inn en gyldig nettadresse som begynner med http:// eller https://');
    expect(schema.parse('  https://radionord.no/morgen ')).toBe('https://radionord.no/morgen');
    expect(schema.safeParse(`https://radionord.no/${'a'.repeat(500)}`).success).toBe(false);
  });

  it("applies to the podcast's website (empty clears it) and to error reports' page address", () => {
    const show = { title: 'Morgenshowet', description: '', author: 'Radio Nord', category: 'Comedy', explicit: false, owner_name: 'Radio Nord AS', owner_email: 'podcast@radionord.no' };
    for (const website_url of ['javascript:alert(1)', 'ftp://x', 'http://', 'https://exa mple.no']) {
      const parsed = updatePodcastShowSchema.safeParse({ ...show, website_url });
      expect(parsed.success, website_url).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message]), website_url).toEqual([['website_url', WEB_ADDRESS_MESSAGE]]);
    }
    expect(updatePodcastShowSchema.parse({ ...show, website_url: 'https://radionord.no/morgen' }).website_url).toBe('https://radionord.no/morgen');
    expect(updatePodcastShowSchema.parse({ ...show, website_url: '  ' }).website_url).toBeNull();
    expect(updatePodcastShowSchema.parse({ ...show, website_url: null }).website_url).toBeNull();

    const report = { errorId: 'e1', error: { message: 'Oi' }, timestamp: '2025-01-01T00:00:00Z' };
    expect(errorReportSchema.safeParse({ ...report, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(errorReportSchema.safeParse({ ...report, url: 'https://studio.radionord.no/chat' }).success).toBe(true);
  });
});
