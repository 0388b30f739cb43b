/* Applies the saved colour theme and the interface language before the first paint.
   A classic same-origin script, so that the strict CSP (script-src 'self') needs no inline code.
   The storage key comes from index.html (data-theme-key), written at build time. */
(() => {
  var root = document.documentElement;
  var script = document.currentScript;
  var key = script?.getAttribute('data-theme-key');
  var themes = ['blue', 'black', 'green', 'red'];
  var theme = null;
  try {
    theme = key ? window.localStorage.getItem(key) : null;
  } catch (_error) {
    theme = null;
  }
  root.setAttribute('data-theme', themes.indexOf(theme) >= 0 ? theme : 'blue');
  var lang = window.location.pathname.split('/')[1];
  root.setAttribute('lang', lang === 'en' ? 'en' : 'fr');
})();
