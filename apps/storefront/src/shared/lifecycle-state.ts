import { createStore } from 'effector';
import { clientStarted } from './lifecycle';

/** Whether the page is live in the browser (after hydration); never on the server. */
export const $clientLive = createStore(false, { serialize: 'ignore' }).on(
  clientStarted,
  () => true,
);
