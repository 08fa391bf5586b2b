import { allSettled, createEvent, createStore, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { $guestUuid, $idToken, $sessionRestored } from '../../entities/session/model';
import { $location, navigateFx, type NavigateTo } from '../../shared/router/model';
import { $afterAuth, $authModal } from './model';
import { privatePage, type PrivatePageAccess } from './private-page';

// Two private pages as a profile page would declare them: one for customers, one for guests too.
const profileOpened = createEvent<string>();
/** The profile's tab; one it does not know shows nothing. */
const $profile = createStore<string | null>(null, { serialize: 'ignore' }).on(
  profileOpened,
  (_, tab) => (tab === 'unknown' ? null : tab),
);
const customersOnly: PrivatePageAccess = { who: 'customer', otherwise: 'signIn' };
const profile = privatePage({
  page: 'contact',
  opened: profileOpened,
  $opened: $profile,
  access: customersOnly,
});

const ordersOpened = createEvent<string>();
const $orders = createStore<string | null>(null, { serialize: 'ignore' }).on(
  ordersOpened,
  (_, page) => page,
);
const orders = privatePage({
  page: 'contact',
  opened: ordersOpened,
  $opened: $orders,
  access: { who: 'customerOrGuest', otherwise: 'home' },
});

interface World {
  readonly inBrowser?: boolean;
  readonly token?: string | null;
  readonly guest?: string | null;
  readonly pathname?: string;
}

function world({ inBrowser = true, token = null, guest = null, pathname = '/contactus' }: World) {
  const navigations: NavigateTo[] = [];
  const scope = fork({
    values: [
      [$cartRestored, inBrowser],
      [$sessionRestored, inBrowser],
      [$idToken, token],
      [$guestUuid, guest],
      [$locale, 'th'],
      [$location, { pathname, search: '?lang=th' }],
    ],
    handlers: [
      [
        navigateFx,
        (to: NavigateTo) => {
          navigations.push(to);
          return { pathname: to.pathname, search: to.search };
        },
      ],
    ],
  });
  const seen = { started: 0, admitted: 0, refused: 0 };
  for (const kind of ['started', 'admitted', 'refused'] as const) {
    createWatch({ unit: profile[kind], scope, fn: () => void (seen[kind] += 1) });
  }
  return { scope, navigations, seen };
}

describe('privatePage: a page of one shopper, started in the browser only', () => {
  it('opened on the server (no browser cart or session read): nothing starts and nobody is sent away', async () => {
    const { scope, navigations, seen } = world({ inBrowser: false });
    await allSettled(profileOpened, { scope, params: 'details' });
    expect(seen).toEqual({ started: 0, admitted: 0, refused: 0 });
    expect(navigations).toEqual([]);
  });

  it('opened in the browser by a signed-in customer: started and admitted', async () => {
    const { scope, navigations, seen } = world({ token: 'a.b.c' });
    await allSettled(profileOpened, { scope, params: 'details' });
    expect(seen).toEqual({ started: 1, admitted: 1, refused: 0 });
    expect(navigations).toEqual([]);
  });

  it('served by the server, then live in the browser: starts once the cart and session are read', async () => {
    const { scope, seen } = world({ inBrowser: false, token: 'a.b.c' });
    await allSettled(profileOpened, { scope, params: 'details' });
    await allSettled($cartRestored, { scope, params: true });
    expect(seen.started).toBe(0);
    await allSettled($sessionRestored, { scope, params: true });
    expect(seen).toEqual({ started: 1, admitted: 1, refused: 0 });
  });

  it('served, but the shopper has moved to another page before it went live: it does not start', async () => {
    const { scope, seen } = world({ inBrowser: false, token: 'a.b.c' });
    await allSettled(profileOpened, { scope, params: 'details' });
    await allSettled($location, { scope, params: { pathname: '/cart/1', search: '' } });
    await allSettled($cartRestored, { scope, params: true });
    await allSettled($sessionRestored, { scope, params: true });
    expect(seen.started).toBe(0);
  });

  it('nothing to show (the page does not know what it was opened with): it does not start', async () => {
    const { scope, seen } = world({ token: 'a.b.c' });
    await allSettled(profileOpened, { scope, params: 'unknown' });
    expect(seen.started).toBe(0);
  });

  it('a customers-only page without a token (a guest id is not enough): home, with the sign-in leading back', async () => {
    const { scope, navigations, seen } = world({ guest: 'guest-1' });
    await allSettled(profileOpened, { scope, params: 'details' });
    expect(seen).toEqual({ started: 1, admitted: 0, refused: 1 });
    expect(navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
    expect(scope.getState($authModal)).toBe('signIn');
    expect(scope.getState($afterAuth)).toBe('/contactus?lang=th');
  });

  it('a page for customers and guests: a guest id admits; with neither, home without a modal', async () => {
    const guest = world({ guest: 'guest-1' });
    await allSettled(ordersOpened, { scope: guest.scope, params: '1' });
    expect(guest.navigations).toEqual([]);

    const nobody = world({});
    const refused: string[] = [];
    createWatch({ unit: orders.refused, scope: nobody.scope, fn: (page) => refused.push(page) });
    await allSettled(ordersOpened, { scope: nobody.scope, params: '1' });
    expect(refused).toEqual(['1']);
    expect(nobody.navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
    expect(nobody.scope.getState($authModal)).toBeNull();
  });
});
