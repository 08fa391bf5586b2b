import { sample } from 'effector';
import { readSliceFx, writeSliceFx } from '../../shared/persistence/storage';
import { $location, navigateFx } from '../../shared/router/model';
import { formatQuery, parseQuery } from '../../shared/url/query';
import { isChoiceKey } from './item-detail-query';
import { $rawQuery, itemDetailSlice, type SavedItemChoice } from './units';
import { opened } from './url-and-item';

// ---------------------------------------------------------------- restoring and keeping the last choice

const BARE_KEYS = new Set(['itemCode', 'lang', 'category', 'catalogue', 'subCategory']);
// A link that names only the item (and where it was found), no choice of its own.
const bareLink = sample({
  clock: opened,
  filter: (raw) =>
    raw.itemCode !== undefined && Object.keys(raw).every((key) => BARE_KEYS.has(key)),
});

// A bare link to an item (from a list) may continue the choice made last time on that item.
sample({ clock: bareLink, fn: () => itemDetailSlice, target: readSliceFx });
sample({
  clock: readSliceFx.done,
  source: { raw: $rawQuery, location: $location },
  filter: ({ raw }, { params, result }) => {
    if (params !== itemDetailSlice) return false;
    const saved = result as SavedItemChoice | null;
    return saved !== null && saved.itemCode === raw.itemCode;
  },
  fn: ({ raw, location }, { result }) => {
    const saved = parseQuery((result as SavedItemChoice).search);
    const { lang: _lang, ...choices } = saved;
    return {
      pathname: location.pathname,
      search: formatQuery({
        ...choices,
        ...raw,
        screen: undefined,
        status: undefined,
        uuid: undefined,
      }),
      replace: true,
    };
  },
  target: navigateFx,
});

// Each choice is kept for the next visit to this item.
sample({
  clock: $rawQuery,
  filter: (raw) =>
    raw.itemCode !== undefined &&
    Object.keys(raw).some(
      (key) => isChoiceKey(key) || key === 'quantity' || key.startsWith('persMesg'),
    ),
  fn: (raw) => ({
    slice: itemDetailSlice,
    data: {
      itemCode: raw.itemCode as string,
      search: formatQuery({
        ...raw,
        screen: undefined,
        status: undefined,
        uuid: undefined,
        option: undefined,
      }),
    },
  }),
  target: writeSliceFx,
});
