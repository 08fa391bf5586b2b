/* global document, window, Worker */
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
  // A few tags per task: inserting a tag starts its download, which costs the
  // main thread 1-2 ms unthrottled here, and forty of them in one go would
  // hold it for long. The entry goes in last, after its preloads.
  var PER_TASK = 4;
  function insertFrom(index) {
    var tags = document.createDocumentFragment();
    preloads.slice(index, index + PER_TASK).forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      tags.appendChild(link);
    });
    if (index + PER_TASK >= preloads.length) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      tags.appendChild(script);
    } else {
      setTimeout(insertFrom, 0, index + PER_TASK);
    }
    document.head.appendChild(tags);
  }
  // The browser's Intl data (react-intl reads it on start-up, names sort with
  // a collator) loads on a thread of its own, while the page loads: see
  // intl-warm.js. Without workers, the first use loads it.
  if (typeof Worker === 'function') {
    try {
      new Worker('/intl-warm.js');
    } catch (e) {
      // A policy that refuses the worker: the first use loads the data.
    }
  }
  function start() {
    if (started) return;
    started = true;
    insertFrom(0);
  }
  // The first frame with content is on the screen: the browser's paint timing
  // has its entry. Two animation frames alone are not enough, as the frame
  // they follow may still be waiting to be shown. Without paint timing, at once.
  function afterFirstContentfulPaint(next) {
    var Observer = window.PerformanceObserver;
    var types = Observer && Observer.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return next();
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      next();
    });
    observer.observe({ type: 'paint', buffered: true });
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
        window.requestAnimationFrame(function () {
          afterFirstContentfulPaint(start);
        });
      });
    });
  }
  if (document.readyState === 'complete') afterPriorityPictures();
  else window.addEventListener('load', afterPriorityPictures, { once: true });
})();
