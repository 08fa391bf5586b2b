import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { Customer } from '@rewards/api-client/contract';
import { loadApi } from '../../shared/api/load-api';
import { setApiToken } from '../../shared/api/token';
import { clientStarted } from '../../shared/lifecycle';
import {
  browserStorage,
  readSlice,
  STORAGE_PREFIX,
  writeSliceFx,
  type PersistedSlice,
} from '../../shared/persistence/storage';

/** What the browser keeps of a session between visits. */
export interface StoredSession {
  readonly idToken: string | null;
  readonly guestUuid: string | null;
}

const NO_SESSION: StoredSession = { idToken: null, guestUuid: null };

const isTextOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value !== '');

/**
 * The session kept across visits (spec section 9). Version 1: the customer's
 * token and the guest checkout's id; anything else reads as no session.
 */
export const sessionSlice: PersistedSlice<StoredSession> = {
  key: 'session',
  version: 1,
  fallback: NO_SESSION,
  decode: (data) => {
    if (typeof data !== 'object' || data === null) return undefined;
    const { idToken, guestUuid } = data as Record<string, unknown>;
    return isTextOrNull(idToken) && isTextOrNull(guestUuid) ? { idToken, guestUuid } : undefined;
  },
};

/** The seconds since 1970 at which the token was issued (`iat`), or `null` when it cannot be read. */
export function tokenIssuedAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(globalThis.atob(base64)) as { iat?: unknown };
    return typeof claims.iat === 'number' && Number.isFinite(claims.iat) ? claims.iat : null;
  } catch {
    return null;
  }
}

/** A customer signed in (or signed up and was signed in) with this token. */
export const signedIn = createEvent<string>();
/** The token was renewed before it expired. */
export const tokenRefreshed = createEvent<string>();
/** The customer signed out, or the session ended: token, customer and server cart are dropped. */
export const signedOut = createEvent();
/** The shopper chose to check out as a guest and got this id. */
export const guestStarted = createEvent<string>();

/** The customer's token, `null` when signed out. Only ever set in the browser. */
export const $idToken = createStore<string | null>(null);
/**
 * Another tab of this browser stored a session: it signed in, renewed its
 * token or signed out. The browser tells every tab but the one that wrote.
 */
export const sessionStoredElsewhere = createEvent<StoredSession>();

/** The guest checkout's id, once the shopper chose "Continue as guest". */
export const $guestUuid = createStore<string | null>(null);
export const $isSignedIn = $idToken.map((token) => token !== null);
/** The signed-in customer, once read from the server. */
export const $customer = createStore<Customer | null>(null);
/** When the current token was issued, in epoch milliseconds (its `iat`), for the session watcher. */
export const $tokenCreatedAt = $idToken.map((token) => {
  if (token === null) return null;
  const issued = tokenIssuedAt(token);
  return issued === null ? null : issued * 1000;
});

export const restoreSessionFx = createEffect((): StoredSession =>
  readSlice(browserStorage(), sessionSlice),
);

/**
 * Whether the browser's stored session has been read: until then "no token and
 * no guest id" means "not known yet", not "nobody" (the server renders every
 * page without a session). Pages loaded later read it to know they may judge.
 */
export const $sessionRestored = createStore(false, { serialize: 'ignore' }).on(
  restoreSessionFx.finally,
  () => true,
);

/**
 * Listens to the other tabs' writes (the `storage` event of the window, or of
 * the stand-in a test gives) for the stored session, read through the slice's
 * version and checks like any stored copy; a cleared storage is no session.
 */
export const watchOtherTabsFx = createEffect((target: EventTarget | undefined) => {
  if (target === undefined) return;
  const stored = scopeBind(sessionStoredElsewhere, { safe: true });
  const key = STORAGE_PREFIX + sessionSlice.key;
  target.addEventListener('storage', (event) => {
    const change = event as StorageEvent;
    if (change.key !== null && change.key !== key) return;
    const text = change.key === null ? null : change.newValue;
    stored(
      readSlice(
        { getItem: () => text, setItem: () => undefined, removeItem: () => undefined },
        sessionSlice,
      ),
    );
  });
});

// The browser's other tabs are listened to once the page is live.
sample({
  clock: clientStarted,
  fn: () => (typeof window === 'undefined' ? undefined : window),
  target: watchOtherTabsFx,
});

/** Puts the token into the API client's `Authorization` header (or takes it out). */
export const applyTokenFx = createEffect((token: string | null) => {
  setApiToken(token);
});

export const fetchCustomerFx = createEffect(async (): Promise<Customer> => {
  const { client, accountRoutes } = await loadApi();
  return client.request(accountRoutes.customer, {});
});

export const fetchGuestUuidFx = createEffect(async (): Promise<string> => {
  const { client, commonRoutes } = await loadApi();
  return (await client.request(commonRoutes.guestUuid, {})).guestUuid;
});

// The session of the last visit comes back once the page is live (the server renders without
// one): the app's start triggers `restoreSessionFx` once the session's features are loaded.
sample({
  clock: restoreSessionFx.doneData,
  fn: (session) => session.idToken,
  target: $idToken,
});
sample({
  clock: restoreSessionFx.doneData,
  fn: (session) => session.guestUuid,
  target: $guestUuid,
});

// Signing in and renewing replace the token; signing out drops it and the customer.
sample({ clock: [signedIn, tokenRefreshed], target: $idToken });
sample({ clock: signedOut, fn: () => null, target: [$idToken, $customer] });
sample({ clock: guestStarted, target: $guestUuid });
sample({ clock: fetchCustomerFx.doneData, target: $customer });

// Every call from now on carries the current token.
sample({ clock: $idToken, target: applyTokenFx });

// The header names the customer: read once the token is known.
sample({
  clock: [restoreSessionFx.doneData, signedIn],
  source: $idToken,
  filter: (token) => token !== null,
  target: fetchCustomerFx,
});

// The session is kept for the next visit whenever it changes.
sample({
  clock: [$idToken.updates, $guestUuid.updates],
  source: { idToken: $idToken, guestUuid: $guestUuid },
  fn: (session) => ({ slice: sessionSlice, data: session }),
  target: writeSliceFx,
});
