/* global document, window */
/*
 * Starts the shop's script once the page has loaded. The server's HTML is the
 * page: it paints and shows its largest picture without waiting for the
 * script, which then downloads without competing with them and hydrates the
 * page. A click before that is an ordinary link to a server-rendered page.
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  var preloads = ((me && me.getAttribute('data-preload')) || '').split(' ');
  if (!entry) return;
  function start() {
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
