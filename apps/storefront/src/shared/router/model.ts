import { createEffect, createEvent, createStore, sample } from 'effector';
import { parseQuery, type Query } from '../url/query';

/** Where the shop is: the path and the query string (with its `?`). */
export interface AppLocation {
  readonly pathname: string;
  readonly search: string;
}

/** A navigation the models ask for. `replace` changes the URL without a new history entry. */
export interface NavigateTo {
  readonly pathname: string;
  readonly search: string;
  readonly replace?: boolean;
}

/** How the browser moves: the client entry hands in react-router's `navigate`. */
/** A navigation to an address of the shop written as one string (`/cart/2?lang=th`). */
export function navigationTo(url: string, replace = false): NavigateTo {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const search = at < 0 ? '' : url.slice(at);
  return replace ? { pathname, search, replace } : { pathname, search };
}

export type Navigator = (to: string, options: { readonly replace: boolean }) => Promise<void>;

let navigator: Navigator | undefined;
let live = false;
let announceLive: () => void = () => undefined;

/** Settles once the page on screen has hydrated (see `markShopLive`); only the browser waits for it. */
export const shopLive = new Promise<void>((resolve) => {
  announceLive = resolve;
});

/**
 * Installs the browser's navigator (react-router's). Only the client entry
 * calls it: on the server `navigateFx` and `reloadFx` are replaced in each
 * request's scope (their calls become redirects), so nothing here is shared
 * between requests.
 */
export function installNavigator(navigate: Navigator): void {
  navigator = navigate;
}

/**
 * The page on screen has hydrated: from now on navigations stay in the page.
 * Before that (a click while the server's HTML is still being taken over), a
 * navigation loads the new address as a whole page, so nothing changes under
 * a tree React has not finished hydrating.
 */
export function markShopLive(): void {
  if (live) return;
  live = true;
  announceLive();
}

/** The shop moved: by a navigation of its own, or by the browser's back and forward. */
export const locationChanged = createEvent<AppLocation>();

export const $location = createStore<AppLocation>({ pathname: '/', search: '' }).on(
  locationChanged,
  (_, location) => location,
);

export const $query = $location.map((location): Query => parseQuery(location.search));

/**
 * Moves within the shop without reloading, through the router: a new history
 * entry (or a replaced one); a new page starts at the top. The location then
 * changes.
 */
export const navigateFx = createEffect(async (to: NavigateTo): Promise<AppLocation> => {
  const url = `${to.pathname}${to.search}`;
  if (navigator === undefined || !live) {
    if (to.replace === true) window.location.replace(url);
    else window.location.assign(url);
    return { pathname: to.pathname, search: to.search };
  }
  await navigator(url, { replace: to.replace === true });
  if (to.replace !== true) window.scrollTo({ top: 0 });
  return { pathname: to.pathname, search: to.search };
});

/** Loads a URL as a new page (switching language reloads, spec section 2). */
export const reloadFx = createEffect((url: string) => {
  window.location.assign(url);
});

// The page the shop navigated to is where it is now.
sample({ clock: navigateFx.doneData, target: locationChanged });
