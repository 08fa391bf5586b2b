import { combine, createStore, sample } from 'effector';
import { $sessionRestored } from '../../entities/session/model';
import { itemViewed } from '../../features/recently-viewed/model';
import { $item } from './units';

/** The item shown, once the browser's storage is read (never on the server). */
const $shownInBrowser = combine($item, $sessionRestored, (item, restored) =>
  restored && item !== null ? item.code : null,
);
const $recorded = createStore<string | null>(null, { serialize: 'ignore' });

// Each item the page shows joins this browser's recently viewed items, once per item shown.
const viewed = sample({
  clock: $shownInBrowser,
  source: $recorded,
  filter: (recorded, code): code is string => code !== null && code !== recorded,
  fn: (_, code) => code as string,
});
sample({ clock: viewed, target: [$recorded, itemViewed] });
