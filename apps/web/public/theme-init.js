/* global window, document */
// Runs before the stylesheet paints, so a light-theme user never sees a dark flash (and vice versa).
// Mirrors src/lib/theme.ts: key 'theme', values light | dark | system, default system.
(function () {
  var pref = 'system';
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
