import { useEffect, useState } from 'react';

/**
 * Whether the element with this id is at least partly on screen; `false`
 * without an id, before the element exists, or where IntersectionObserver is
 * missing. Lets a fixed bar stand in for something only once it has scrolled away.
 */
export function useElementOnScreen(id: string | undefined): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (id === undefined || typeof IntersectionObserver === 'undefined') return undefined;
    const element = document.getElementById(id);
    if (element === null) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last !== undefined) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}
