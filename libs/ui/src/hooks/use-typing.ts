import { useSyncExternalStore } from 'react';

function isTextField(element: Element | null): boolean {
  if (element === null) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color'].includes(
    element.type,
  );
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/**
 * Whether a text field has the focus: on a phone the keyboard then takes the
 * bottom of the screen, and a floating button would cover the field being typed in.
 */
export function useTyping(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isTextField(document.activeElement),
    () => false,
  );
}
