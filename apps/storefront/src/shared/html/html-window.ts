/** The part of a DOM window the sanitiser needs (the browser's, or linkedom's on the server). */
export type HtmlWindow = typeof globalThis & Window;

let registered: HtmlWindow | undefined;

/** Gives the sanitiser a DOM where there is none (the server renderer, with linkedom's window). */
export function setHtmlWindow(win: unknown): void {
  registered = win as HtmlWindow;
}

/** The browser's window when there is a DOM, else the registered one. */
export function htmlWindow(): HtmlWindow {
  if (typeof window !== 'undefined' && typeof window.document !== 'undefined') {
    return window as HtmlWindow;
  }
  if (registered === undefined) throw new Error('No DOM window for HTML: call setHtmlWindow first');
  return registered;
}
