import { z } from 'zod';

/**
 * The WHATWG URL parser that browsers and Node both have globally; shared code is built without
 * DOM or Node types, so the little of it used here is declared.
 */
interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
}
declare const URL: new (input: string) => ParsedUrl;

/** What a person sees when an address field holds something that is not a web address. */
export const WEB_ADDRESS_MESSAGE = 'Skriv inn en gyldig nettadresse som begynner med http:// eller https://';

/**
 * A web address a browser may open as a link: parsed as a URL (never matched by pattern), with
 * the http: or https: scheme written out (`https://`) and a host. `javascript:`, `data:`,
 * `ftp://`, `http://` with no host and addresses with spaces in the host are not.
 */
export function isHttpUrl(value: string): boolean {
  let url: ParsedUrl;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // The parser forgives `http:example.no`; a link with it would be read relative to our own page.
  return url.hostname !== '' && value.trim().toLowerCase().startsWith(`${url.protocol}//`);
}

/**
 * A web address field: trimmed, at most `max` characters, http(s) only. The JSON Schema says
 * `format: uri`, so schema-driven tools (the fuzz test) make valid examples of it.
 */
export const httpUrlSchema = (max: number) =>
  z
    .string({ error: WEB_ADDRESS_MESSAGE })
    .trim()
    .max(max, `Nettadressen kan ha høyst ${max} tegn`)
    .refine(isHttpUrl, WEB_ADDRESS_MESSAGE)
    .meta({ format: 'uri' });
