import { describe, expect, it } from 'vitest';
import { inWindow, isBlockedTrack, trackKey } from '../src/features/listeners/request-rules';
import { checkNeutralSignature, checkTwilioSignature, neutralSignature, twilioSignature } from '../src/features/listeners/sms-signature';
import { routeSms } from '../src/features/listeners/sms-routing';

/** The listener side's pure rules: no server needed. */

const osloAt = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00+01:00`);

describe('music request rules', () => {
  it('spots the same song however it is spelled', () => {
    expect(trackKey('Åge Aleksandersen', 'Fire pils og en pizza')).toBe(trackKey('age  aleksandersen', 'FIRE PILS OG EN PIZZA!'));
    expect(trackKey('a-ha', 'Take On Me')).not.toBe(trackKey('a-ha', 'Hunting High and Low'));
  });

  it('takes requests inside the window, also one over midnight', () => {
    const morning = { window_start: '06:00', window_end: '10:00' };
    expect(inWindow(morning, osloAt('06:00'))).toBe(true);
    expect(inWindow(morning, osloAt('09:59'))).toBe(true);
    expect(inWindow(morning, osloAt('10:00'))).toBe(false);
    expect(inWindow(morning, osloAt('05:59'))).toBe(false);
    const night = { window_start: '22:00', window_end: '02:00' };
    expect(inWindow(night, osloAt('23:30'))).toBe(true);
    expect(inWindow(night, osloAt('01:59'))).toBe(true);
    expect(inWindow(night, osloAt('12:00'))).toBe(false);
    expect(inWindow({ window_start: '00:00', window_end: '00:00' }, osloAt('12:00'))).toBe(true);
  });

  it('blocks a song, or every song by an artist', () => {
    const rules = { blocked: [{ artist: 'Vengaboys', title: '' }, { artist: 'Queen', title: 'Bohemian Rhapsody' }] };
    expect(isBlockedTrack(rules, 'vengaboys', 'Boom, Boom, Boom, Boom!!')).toBe(true);
    expect(isBlockedTrack(rules, 'Queen', 'bohemian rhapsody')).toBe(true);
    expect(isBlockedTrack(rules, 'Queen', "Don't Stop Me Now")).toBe(false);
  });
});

describe('SMS keywords', () => {
  it('routes ØNSKE to a request with artist, title and greeting', () => {
    expect(routeSms('ØNSKE a-ha - Take On Me: hilsen til mamma')).toEqual({ kind: 'request', artist: 'a-ha', title: 'Take On Me', greeting: 'hilsen til mamma' });
    expect(routeSms('onske Hallelujah')).toEqual({ kind: 'request', artist: '', title: 'Hallelujah', greeting: null });
  });

  it('routes SVAR to a vote (or a quiz answer: the whole text is kept), GJETT to a guess and the rest to a message', () => {
    expect(routeSms('svar b')).toEqual({ kind: 'vote', answer: 'b', text: 'b' });
    expect(routeSms('SVAR Knivskjellodden i Finnmark')).toEqual({ kind: 'vote', answer: 'Knivskjellodden', text: 'Knivskjellodden i Finnmark' });
    expect(routeSms('Gjett Eiffeltårnet')).toEqual({ kind: 'guess', text: 'Eiffeltårnet' });
    expect(routeSms('God morgen alle sammen!')).toEqual({ kind: 'message', text: 'God morgen alle sammen!', keyword: 'GOD', rest: 'morgen alle sammen!' });
    expect(routeSms('jøker Ola')).toMatchObject({ kind: 'message', keyword: 'JOKER', rest: 'Ola' });
    expect(routeSms('ØNSKE')).toEqual({ kind: 'message', text: 'ØNSKE', keyword: 'ONSKE', rest: '' });
  });
});

describe('SMS webhook signatures', () => {
  const secret = 'a-webhook-secret-of-some-length';
  const body = '{"id":"m1","from":"+4791234567","text":"Hei"}';
  const now = 1_800_000_000;

  it('accepts the right signature within the window, refuses a wrong or stale one', () => {
    const timestamp = String(now);
    const signature = neutralSignature(secret, timestamp, body);
    expect(checkNeutralSignature(secret, { timestamp, signature }, body, now + 10)).toBe('valid');
    expect(checkNeutralSignature(secret, { timestamp, signature }, `${body} `, now)).toBe('invalid');
    expect(checkNeutralSignature('another-secret-of-some-length', { timestamp, signature }, body, now)).toBe('invalid');
    expect(checkNeutralSignature(secret, { timestamp, signature: undefined }, body, now)).toBe('invalid');
    expect(checkNeutralSignature(secret, { timestamp, signature }, body, now + 301)).toBe('stale');
  });

  it("computes Twilio's signature as its documentation's example does", () => {
    // twilio.com/docs/usage/webhooks/webhooks-security: the documented example request and signature.
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
    const token = '12345';
    const documented = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';
    expect(twilioSignature(token, url, params)).toBe(documented);
    expect(checkTwilioSignature(token, url, params, documented)).toBe(true);
    expect(checkTwilioSignature(token, url, { ...params, Digits: '9999' }, documented)).toBe(false);
    expect(checkTwilioSignature(token, `${url}&x=1`, params, documented)).toBe(false);
  });
});
