import { startEarlyForms } from './early-forms';
import { startEarlyPlayer } from './early-player';

/**
 * The listener page's early script (issue 24, target 4; decision 022): built on its own
 * (build/early-script.ts) into /podcast-early.js and named `async` in the <head> of the server's
 * /podcast page. On a slow phone the app is ready seconds after the page is painted; this makes
 * the painted player play and the message form take a message in the meantime.
 * Not `defer`: that would hold DOMContentLoaded until this file is in, and boot.js starts the
 * app's own scripts there. So it waits for the parsed document itself. Should the app's scripts
 * run first, the server's page is gone or hidden and this finds nothing to do.
 */
function start() {
  startEarlyPlayer(document);
  startEarlyForms(document);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
