/* global document, window */
/*
 * Starts the shop's script once the page has loaded and its largest picture
 * has been painted. The server's HTML is the page: it paints and shows that
 * picture without waiting for the script, which then downloads without
 * competing with them and hydrates the page. A click before that is an
 * ordinary link to a server-rendered page.
 */
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  var preloads = ((me && me.getAttribute('data-preload')) || '').split(' ');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for every tag: each insertion into the head costs the
    // browser a pass over the page's styles.
    var tags = document.createDocumentFragment();
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      tags.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    tags.appendChild(script);
    document.head.appendChild(tags);
  }
  // The pictures the server marked as the page's largest are decoded, and one
  // frame has shown them, before the script competes for the main thread.
  // A picture that never decodes holds the script back one second at most.
  function afterPriorityPictures() {
    var pictures = Array.prototype.slice.call(
      document.querySelectorAll('img[fetchpriority="high"]'),
    );
    var decoded = pictures.map(function (img) {
      return img.decode ? img.decode().catch(function () {}) : Promise.resolve();
    });
    setTimeout(start, 1000);
    Promise.all(decoded).then(function () {
      window.requestAnimationFrame(function () {
        window.requestAnimationFrame(start);
      });
    });
  }
  if (document.readyState === 'complete') afterPriorityPictures();
  else window.addEventListener('load', afterPriorityPictures, { once: true });
})();
