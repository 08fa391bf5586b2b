/**
 * The window whose DOM parses HTML for the sanitiser. In the browser it is the
 * page's own; during server rendering there is no page, and the server entry
 * registers one made by linkedom:
 * `setHtmlWindow(parseHTML('<!doctype html><html><body></body></html>').window)`.
 */
export interface HtmlWindow {
  readonly document: Document;
  readonly DOMParser: typeof DOMParser;
  readonly Node: typeof Node;
  readonly Element: typeof Element;
}

let registered: HtmlWindow | undefined;

/** Registers the window to use where there is no page (server rendering, tests). */
export function setHtmlWindow(win: HtmlWindow | undefined): void {
  registered = win;
}

/**
 * The page's window when a DOM is there, else the registered one.
 * @throws Error when neither exists: sanitising without a DOM would be guessing.
 */
export function htmlWindow(): HtmlWindow {
  const page = (globalThis as { window?: Partial<HtmlWindow> }).window;
  if (page?.document !== undefined) return page as HtmlWindow;
  if (registered !== undefined) return registered;
  throw new Error(
    'No DOM to sanitise HTML with: call setHtmlWindow(parseHTML(...).window) before rendering on the server.',
  );
}
