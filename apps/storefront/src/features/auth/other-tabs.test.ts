import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $locale } from '../../entities/locale/model';
import {
  $customer,
  $idToken,
  applyTokenFx,
  fetchCustomerFx,
  restoreSessionFx,
  sessionSlice,
  watchOtherTabsFx,
  type StoredSession,
} from '../../entities/session/model';
import { $sessionWarning } from '../session-watch/model';
import { navigateFx, type NavigateTo } from '../../shared/router/model';
import { STORAGE_PREFIX, writeSliceFx } from '../../shared/persistence/storage';
import { sessionFeaturesFx } from './model';

const KEY = STORAGE_PREFIX + sessionSlice.key;
const stored = (session: StoredSession) => JSON.stringify({ version: 1, data: session });

/** One tab of the shop, listening to a stand-in for its window's `storage` events. */
async function aTab(token: string | null, storage: Record<string, string> = {}) {
  const warning = token === null ? null : { secondsLeft: 10 };
  const navigations: string[] = [];
  const loaded: string[] = [];
  const scope = fork({
    values: [
      [$idToken, token],
      [$locale, 'th'],
      [$sessionWarning, warning],
      [$customer, token === null ? null : ({ email: 'old@example.com' } as never)],
    ],
    handlers: [
      [writeSliceFx, () => undefined],
      [applyTokenFx, () => undefined],
      [fetchCustomerFx, () => ({ email: 'somchai@rewards.example' }) as never],
      [sessionFeaturesFx, () => loaded.push('session features')],
      [
        restoreSessionFx,
        (): StoredSession =>
          JSON.parse(storage[KEY] ?? stored({ idToken: null, guestUuid: null })).data,
      ],
      [
        navigateFx,
        (to: NavigateTo) => {
          navigations.push(`${to.pathname}${to.search}`);
          return to;
        },
      ],
    ],
  });
  const window = new EventTarget();
  await allSettled(watchOtherTabsFx, { scope, params: window });
  /** Another tab writes `text` under `key` (the browser then tells this one). */
  const otherTabWrites = async (key: string | null, text: string | null) => {
    if (key !== null && text !== null) storage[key] = text;
    window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: text }));
    await allSettled(scope);
  };
  return { scope, navigations, loaded, otherTabWrites };
}

const token = (scope: Scope) => scope.getState($idToken);

describe('the tabs of one browser share the session', () => {
  it('signing out in another tab signs this one out and takes it home', async () => {
    const tab = await aTab('token-1');
    await tab.otherTabWrites(KEY, stored({ idToken: null, guestUuid: null }));
    expect(token(tab.scope)).toBeNull();
    expect(tab.scope.getState($customer)).toBeNull();
    expect(tab.navigations).toEqual(['/?lang=th']);
  });

  it('clearing the storage elsewhere signs out too; other keys and unreadable entries change nothing', async () => {
    const tab = await aTab('token-1');
    await tab.otherTabWrites(`${STORAGE_PREFIX}cart`, '[]');
    await tab.otherTabWrites('someone-else:session', stored({ idToken: null, guestUuid: null }));
    expect(token(tab.scope)).toBe('token-1');
    await tab.otherTabWrites(null, null);
    expect(token(tab.scope)).toBeNull();
    expect(tab.navigations).toEqual(['/?lang=th']);
  });

  it('signing in in another tab signs this one in: the session features load, then the session is restored', async () => {
    const tab = await aTab(null);
    await tab.otherTabWrites(KEY, stored({ idToken: 'token-2', guestUuid: null }));
    expect(tab.loaded).toEqual(['session features']);
    expect(token(tab.scope)).toBe('token-2');
    expect(tab.scope.getState($customer)).toEqual({ email: 'somchai@rewards.example' });
    expect(tab.navigations).toEqual([]);
  });

  it('a token renewed in another tab replaces this one’s and closes its warning; a signed-out tab stays out when another stays out', async () => {
    const tab = await aTab('token-1');
    expect(tab.scope.getState($sessionWarning)).toEqual({ secondsLeft: 10 });
    await tab.otherTabWrites(KEY, stored({ idToken: 'token-1b', guestUuid: null }));
    expect(token(tab.scope)).toBe('token-1b');
    expect(tab.scope.getState($sessionWarning)).toBeNull();
    expect(tab.loaded).toEqual([]);
    expect(tab.navigations).toEqual([]);
    const out = await aTab(null);
    await out.otherTabWrites(KEY, stored({ idToken: null, guestUuid: 'guest-1' }));
    expect(token(out.scope)).toBeNull();
    expect(out.navigations).toEqual([]);
  });
});
