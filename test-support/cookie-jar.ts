/**
 * A Cookie header after a response's Set-Cookie headers: new values replace old ones, and an empty
 * value or max-age=0 removes the cookie (sign-out). Enough of a browser's jar for one origin, for
 * the test and benchmark clients that keep a session.
 */
export function mergeSetCookies(cookie: string, setCookies: readonly string[]): string {
  if (setCookies.length === 0) return cookie;
  const jar = new Map(cookie ? cookie.split('; ').map((c) => c.split('=', 2) as [string, string]) : []);
  for (const setCookie of setCookies) {
    const [name, ...rest] = (setCookie.split(';')[0] ?? '').split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(setCookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
