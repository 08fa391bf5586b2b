import { createEffect, sample } from 'effector';
import { fetchCategoriesFx } from '../entities/category/model';
import { isMaintenanceOn } from '@rewards/domain';
import {
  $maintenanceOn,
  fetchConfigFx,
  fetchLogoFx,
  fetchNoticeFx,
  pingFx,
} from '../entities/config/model';
import { $locale } from '../entities/locale/model';
import { apiFailed } from '../shared/api/errors';
import { appStarted, clientStarted } from '../shared/lifecycle';
import { restoreSessionFx, sessionSlice } from '../entities/session/model';
import { browserStorage, readSlice } from '../shared/persistence/storage';
import { installSessionFeatures, loadSessionFeatures } from '../shared/session-features';
import { $location, navigateFx } from '../shared/router/model';
import { formatQuery } from '../shared/url/query';
import { PAGES } from '../shared/router/page-registry';

/** The path of the maintenance page. */
export const MAINTENANCE_PATH = PAGES.maintenance.path;

const maintenanceSwitchedOn = sample({
  clock: fetchConfigFx.doneData,
  filter: (config) => isMaintenanceOn(config),
});

// Start-up checks that the server is there before anything else (spec section 4, "Maintenance").
sample({ clock: appStarted, target: pingFx });

// The settings come once the server has answered.
sample({ clock: pingFx.done, target: fetchConfigFx });

// The category bar, the home grid, the notice and the logo need the server too: asked beside the settings.
sample({ clock: pingFx.done, target: [fetchCategoriesFx, fetchNoticeFx, fetchLogoFx] });

// An unreachable server or the maintenance switch sends the page to /maintenance, in the page's language.
sample({
  clock: [pingFx.fail, maintenanceSwitchedOn],
  source: { location: $location, lang: $locale },
  filter: ({ location }) => location.pathname !== MAINTENANCE_PATH,
  fn: ({ lang }) => ({ pathname: MAINTENANCE_PATH, search: formatQuery({ lang }), replace: true }),
  target: navigateFx,
});

// A category list that cannot load while the shop is open is news the customer must see.
sample({
  clock: fetchCategoriesFx.failData,
  source: $maintenanceOn,
  filter: (maintenanceOn) => !maintenanceOn,
  target: apiFailed,
});

installSessionFeatures(() =>
  Promise.all([
    import('../features/server-cart/model'),
    import('../features/session-watch/model'),
    import('../features/support-tickets/model'),
  ]),
);

/**
 * The session's features (the server cart, the session watcher, the support
 * tickets' unread count) are not in the first page's script: they load when
 * a stored session is found, and before a sign-in completes (`features/auth`). A visitor who never signs in
 * never downloads them. The stored session is restored once their rules are
 * in place, so none of its consequences is missed.
 */
export const startAccountsFx = createEffect(async () => {
  // A task of its own: the page's other browser-only state (the cart, the language) has just
  // re-rendered it, and a slow phone answers a tap in between.
  await new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
  if (readSlice(browserStorage(), sessionSlice).idToken !== null) await loadSessionFeatures();
});

sample({ clock: clientStarted, target: startAccountsFx });
sample({ clock: startAccountsFx.finally, target: restoreSessionFx });
