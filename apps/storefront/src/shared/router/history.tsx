import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { locationChanged } from './model';

/**
 * Tells the models where the shop is: once when it starts (rules such as
 * "every URL carries lang" run on it), then whenever the browser's back and
 * forward buttons move it.
 */
export function HistoryListener() {
  const changed = useUnit(locationChanged);
  useEffect(() => {
    const report = () =>
      changed({ pathname: window.location.pathname, search: window.location.search });
    report();
    window.addEventListener('popstate', report);
    return () => window.removeEventListener('popstate', report);
  }, [changed]);
  return null;
}
