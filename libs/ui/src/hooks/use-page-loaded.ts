import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * Whether the page's first load is over (the window's `load` event has fired):
 * false on the server and while the first page is still loading, true on every
 * page the shopper moves to after it.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
