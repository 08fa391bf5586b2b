import { combine, createEvent, merge, sample, type Event, type Store } from 'effector';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { $guestUuid, $isSignedIn, $sessionRestored } from '../../entities/session/model';
import { $location, navigateFx, navigationTo } from '../../shared/router/model';
import { pageAt } from '../../shared/router/page-match';
import type { PageId } from '../../shared/router/page-registry';
import { shopUrl } from '../../shared/url/query';
import { signInRequested } from './model';

/** The browser's cart and session are read: the shopper is known (never on the server). */
export const $inBrowser = combine(
  $cartRestored,
  $sessionRestored,
  (cart, session) => cart && session,
);

/** A customer's token or a guest's id. */
export const $hasSession = combine(
  $isSignedIn,
  $guestUuid,
  (signedIn, guest) => signedIn || guest !== null,
);

/**
 * Who may see a private page once it has started, and where anyone else goes
 * (spec section 2 and 4): `customer` needs a signed-in customer,
 * `customerOrGuest` a customer's token or a guest's id. Without it the
 * shopper goes `home` (the back button does not return), or to `signIn`:
 * home with the sign-in modal open, and on to the page once signed in.
 */
export interface PrivatePageAccess {
  readonly who: 'customer' | 'customerOrGuest';
  readonly otherwise: 'home' | 'signIn';
}

export interface PrivatePageOptions<T> {
  /** The page in the registry: its route must still be the location's when the browser takes over. */
  readonly page: PageId;
  /** The page's opening event (its `PageModule.opening`). */
  readonly opened: Event<unknown>;
  /** What the page was opened with, `null` while there is nothing to start (an address it does not know). */
  readonly $opened: Store<T | null>;
  /**
   * Who may see it. Without it the page judges for itself once started (the
   * checkout's guards, where a cart that may check out changes the way).
   */
  readonly access?: PrivatePageAccess;
}

export interface PrivatePage<T> {
  /**
   * The page starts in the browser: opened there, or served by the server and
   * now live with the browser's cart and session. Everything the page shows
   * belongs to the shopper's browser, so it happens only here; the server
   * renders the page's shell, never with a session.
   */
  readonly started: Event<T>;
  /** Started by a shopper `access` admits (every start when the page has no `access`). */
  readonly admitted: Event<T>;
  /** Started by a shopper `access` refuses; they are sent on as it says. */
  readonly refused: Event<T>;
}

/**
 * A page that belongs to one shopper's session: the checkout's steps, the
 * profile, the purchase history, the refund promotion codes, the password and
 * the order assignment. See apps/storefront/README.md, "Private pages".
 */
export function privatePage<T>(options: PrivatePageOptions<T>): PrivatePage<T> {
  const { page, opened, $opened, access } = options;
  const openedInBrowser = sample({
    clock: opened,
    source: { inBrowser: $inBrowser, value: $opened },
    filter: ({ inBrowser, value }) => inBrowser && value !== null,
    fn: ({ value }) => value as T,
  });
  const servedPageLive = sample({
    clock: $inBrowser.updates,
    source: { value: $opened, location: $location },
    filter: ({ value, location }, inBrowser) =>
      inBrowser && value !== null && pageAt(location.pathname).id === page,
    fn: ({ value }) => value as T,
  });
  const started: Event<T> = merge([openedInBrowser, servedPageLive]);
  if (access === undefined) return { started, admitted: started, refused: createEvent<T>() };

  const $admits = combine($isSignedIn, $hasSession, (signedIn, session) =>
    access.who === 'customer' ? signedIn : session,
  );
  const admitted: Event<T> = sample({ clock: started, filter: $admits });
  const refused: Event<T> = sample({
    clock: started,
    source: $admits,
    filter: (admits: boolean) => !admits,
    fn: (_: boolean, value: T) => value,
  });
  sample({
    clock: refused,
    source: $locale,
    fn: (lang) => navigationTo(shopUrl('/', lang), true),
    target: navigateFx,
  });
  if (access.otherwise === 'signIn') {
    sample({
      clock: refused,
      source: $location,
      fn: (location) => ({ next: `${location.pathname}${location.search}` }),
      target: signInRequested,
    });
  }
  return { started, admitted, refused };
}
