import { createEvent } from 'effector';

/** The page has loaded and the shop starts (main.tsx fires it once, after the first render). */
export const appStarted = createEvent();
