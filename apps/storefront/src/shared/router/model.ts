import { createEffect, createEvent, createStore } from 'effector';
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

/** The router reports every location it shows (see app/router-bridge.tsx). */
export const locationChanged = createEvent<AppLocation>();

export const $location = createStore<AppLocation>({ pathname: '/', search: '' }).on(
  locationChanged,
  (_, location) => location,
);

export const $query = $location.map((location): Query => parseQuery(location.search));

type Navigator = (to: string, options: { replace: boolean }) => void;
let navigator: Navigator | undefined;

/** The router hands its navigate function over once it is mounted. */
export function registerNavigator(navigate: Navigator | undefined): void {
  navigator = navigate;
}

/** Moves within the shop without reloading. */
export const navigateFx = createEffect((to: NavigateTo) => {
  const url = `${to.pathname}${to.search}`;
  if (navigator === undefined) {
    if (to.replace === true) window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  navigator(url, { replace: to.replace === true });
});

/** Loads a URL as a new page (switching language reloads, spec section 2). */
export const reloadFx = createEffect((url: string) => {
  window.location.assign(url);
});

/** Scrolls the window back to the top, for a new page. */
export const scrollToTopFx = createEffect(() => {
  window.scrollTo({ top: 0 });
});
