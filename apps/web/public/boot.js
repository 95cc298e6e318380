/* global window, document */
// What runs before the app, as a file so a strict CSP needs no 'unsafe-inline'.
(function applyStoredTheme() {
  // Runs before the stylesheet paints, so a light-theme user never sees a dark flash (and vice versa).
  // Mirrors src/lib/theme.ts: key 'theme', values light | dark | system, default dark (spec section 1).
  var pref = 'dark';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') pref = stored;
  } catch {
    // Storage can be blocked (private mode, policies); the default theme is fine then.
  }
  var dark = pref === 'dark' || (pref === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();

(function startAppAfterFirstPaint(script) {
  // The build (build/start-after-first-paint.ts) puts the app's entry module and its chunks here
  // instead of in <script type="module"> and modulepreload tags. On a page the server prerendered
  // (/auth) they are fetched once that markup has painted, so a slow phone spends its line on the
  // stylesheet first; on every other page #root is empty and they are fetched when the document
  // is parsed. So is the listener's page (podcast.html, data-start="at-once"): it is prerendered,
  // but a listener cannot press play until its small bundle runs (decision 021).
  // The dev server has no data-entry: Vite's own module script starts the app there.
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = list('data-preload').concat(forThisPage('data-page-preload'));
  var requests = list('data-requests').concat(forThisPage('data-page-requests'));
  var atOnce = script.getAttribute('data-start') === 'at-once';
  var started = false;

  function list(attribute) {
    return (script.getAttribute(attribute) || '').split(' ').filter(Boolean);
  }

  // "/auth=a.js,b.js;/podcast=c.js,d.js": what this page needs beyond the entry.
  function forThisPage(attribute) {
    var pages = (script.getAttribute(attribute) || '').split(';');
    for (var i = 0; i < pages.length; i++) {
      var parts = pages[i].split('=');
      if (parts[0] === window.location.pathname && parts[1]) return parts[1].split(',');
    }
    return [];
  }

  // The app's first questions (who is signed in, the station's settings, the page's data) go out
  // with its scripts, not after them; src/lib/boot-requests.ts hands the answers to the app's
  // first GET of each path. The build writes the app's own client headers (src/lib/client-headers.ts).
  function sendFirstRequests() {
    if (typeof window.fetch !== 'function') return;
    var headers = JSON.parse(script.getAttribute('data-request-headers') || '{}');
    headers.Accept = 'application/json';
    var sent = {};
    for (var i = 0; i < requests.length; i++) {
      sent[requests[i]] = window.fetch(requests[i], { credentials: 'same-origin', headers: headers });
      // Read by the app; until then a failure (offline) must not count as unhandled.
      sent[requests[i]].catch(function () {});
    }
    window.__studioportalBootRequests = { sentAt: Date.now(), requests: sent };
  }

  function start() {
    if (started) return;
    started = true;
    // The entry (the largest file) first, then its chunks, then the app's first questions, all in
    // this one task, so the entry's imports find their preloads in flight and the app's first GETs
    // find their answers on the way. Scripts before answers: a browser opens six connections to
    // a host, and the app can use neither before all of its scripts are in; on a slow line the
    // scripts are the longer wait (decision 021 measured it on the listener page).
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    sendFirstRequests();
  }

  function paintTimingSupported() {
    return typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  }

  function startWhenPainted() {
    var rootElement = document.getElementById('root');
    // Asked to start at once, nothing to paint first, or no paint will come soon (a hidden tab paints nothing).
    if (atOnce || !rootElement || !rootElement.firstElementChild || document.visibilityState !== 'visible' || !paintTimingSupported()) return start();
    new PerformanceObserver(function (entries, observer) {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', start, { once: true });
    // A stylesheet that never arrives must not keep the app from starting.
    window.setTimeout(start, 2000);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startWhenPainted, { once: true });
  else startWhenPainted();
})(document.currentScript);
