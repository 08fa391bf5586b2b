import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ConfigBody } from '@rewards/api-client/contract';
import { isMaintenanceOn, TIMINGS_MS } from '@rewards/domain';
import { fetchCategoriesFx } from '../../entities/category/model';
import {
  $rawConfig,
  fetchLogoFx,
  fetchNoticeFx,
  loadRawConfig,
  pingServer,
} from '../../entities/config/model';
import { $locale } from '../../entities/locale/model';
import { apiErrorDismissed } from '../../shared/api/errors';
import { navigateFx } from '../../shared/router/model';
import { formatQuery } from '../../shared/url/query';

export const maintenanceOpened = createEvent();
export const maintenanceClosed = createEvent();

/** One check, as at start-up: ping, then the settings. Rejects while the server is unreachable. */
export const checkShopFx = createEffect(async (): Promise<ConfigBody> => {
  await pingServer();
  return loadRawConfig();
});

/** Waits before the next check (tests answer at once). */
export const waitFx = createEffect(
  (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
);

/** Whether the page is open and polling. */
export const $polling = createStore(false);
export const $checking = checkShopFx.pending;

const shopOpen = sample({
  clock: checkShopFx.doneData,
  source: $polling,
  filter: (polling, config) => polling && !isMaintenanceOn(config),
  fn: (_, config) => config,
});

const stillClosed = sample({
  clock: [
    checkShopFx.fail,
    sample({ clock: checkShopFx.doneData, filter: (config) => isMaintenanceOn(config) }),
  ],
  source: $polling,
  filter: (polling) => polling,
});

// The page polls from the moment it opens.
sample({ clock: maintenanceOpened, fn: () => true, target: $polling });

// A modal about a failed call would only repeat what this page says.
sample({ clock: maintenanceOpened, target: apiErrorDismissed });

// The first check is at once: the shop may be back already.
sample({ clock: maintenanceOpened, target: checkShopFx });

// Still closed or unreachable: check again in 5000 ms (spec section 9: maintenance poll).
sample({ clock: stillClosed, fn: () => TIMINGS_MS.maintenancePoll, target: waitFx });

// After the wait, check again, unless the customer has left the page.
sample({ clock: waitFx.done, source: $polling, filter: (polling) => polling, target: checkShopFx });

// Leaving the page stops the polling.
sample({ clock: maintenanceClosed, fn: () => false, target: $polling });

// The shop is back: its settings are the ones to obey now.
sample({ clock: shopOpen, target: $rawConfig });

// The header's data may have failed while the shop was down: ask again.
sample({ clock: shopOpen, target: [fetchCategoriesFx, fetchNoticeFx, fetchLogoFx] });

// And the customer goes home, in the page's language.
sample({
  clock: shopOpen,
  source: $locale,
  fn: (lang) => ({ pathname: '/', search: formatQuery({ lang }), replace: true }),
  target: navigateFx,
});

// Home is where the polling ends.
sample({ clock: shopOpen, fn: () => false, target: $polling });
