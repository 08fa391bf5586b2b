import { createEvent } from 'effector';

/**
 * The shop starts without data: the start-up calls (ping, settings, the
 * header's data) run. The server fires it for every page it renders; the
 * browser only when the page did not come from the server.
 */
export const appStarted = createEvent();

/**
 * The page is live in the browser (after hydration): what only a browser
 * has (storage, the document, the URL bar) is read and written from here on.
 */
export const clientStarted = createEvent();
