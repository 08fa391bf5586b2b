import { startTransition, useEffect, useState } from 'react';

/** Set in the browser once the first page has loaded; never on the server. */
let firstPageLoaded = false;

/**
 * Whether the page's first load is over (the window's `load` event has fired):
 * false on the server and while the first page loads and hydrates, true on
 * every page the shopper moves to after it. The change to true is a
 * transition, rendered in short slices after hydration rather than added to
 * the task that ends it.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(firstPageLoaded);
  useEffect(() => {
    if (loaded) return undefined;
    const done = () => {
      firstPageLoaded = true;
      startTransition(() => setLoaded(true));
    };
    if (document.readyState === 'complete') {
      done();
      return undefined;
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}
