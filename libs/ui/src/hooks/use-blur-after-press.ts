import { useCallback, useEffect } from 'react';

let pressing = false;
let installed = false;
const waiting: Array<() => void> = [];

function runWaiting(): void {
  for (const work of waiting.splice(0)) work();
}

function install(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener('pointerdown', () => (pressing = true), true);
  const released = () => {
    if (!pressing) return;
    pressing = false;
    // The release's click is dispatched in this same task; what waited runs after it.
    setTimeout(runWaiting, 0);
  };
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

/**
 * Wraps a field's blur handler so that, when the field is left because a mouse
 * button is pressed elsewhere, it runs once that press has ended and its click
 * has been dispatched. A field's message appears when it is left (spec section 5:
 * fields validate on blur); appearing between the press and the release, it
 * pushes the pressed button down the page and the click lands beside it (seen
 * with "Continue as Guest" under the auto-focused e-mail of the sign-in sheet).
 * Left with the keyboard, or with nothing pressed, the handler runs at once.
 */
export function useBlurAfterPress<Args extends unknown[]>(
  handler: (...args: Args) => void,
): (...args: Args) => void {
  useEffect(install, []);
  return useCallback(
    (...args: Args) => {
      if (pressing) waiting.push(() => handler(...args));
      else handler(...args);
    },
    [handler],
  );
}
