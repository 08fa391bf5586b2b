import { createEffect, createStore, sample } from 'effector';
import type { Notice } from '@rewards/api-client/contract';
import type { ShopConfig } from '@rewards/domain';
import { loadApi } from '../../shared/api';

/** Asks the server whether it is up (`common/ping`); rejects when it is not. */
export async function pingServer(): Promise<void> {
  const { client, routes } = await loadApi();
  await client.request(routes.ping, {});
}

/** The shop's run-time settings (`common/config`), typed by the domain's `parseShopConfig`. */
export async function loadShopConfig(): Promise<ShopConfig> {
  const { client, routes, parseShopConfig } = await loadApi();
  return parseShopConfig(await client.request(routes.config, {}));
}

/** The server answered its health check. */
export const pingFx = createEffect(pingServer);

export const fetchConfigFx = createEffect(loadShopConfig);

/** The notice bar's message (`common/notice`), or `null` when there is none. */
export const fetchNoticeFx = createEffect(async (): Promise<Notice | null> => {
  const { client, routes } = await loadApi();
  return client.request(routes.notice, {});
});

/** The programme's logo for the header (`cms/logo`). */
export const fetchLogoFx = createEffect(async (): Promise<string> => {
  const { client, routes } = await loadApi();
  return (await client.request(routes.logo, {})).LOGO.urlImage;
});

/** The settings once loaded; `null` until then (the server checks every cap again anyway). */
export const $shopConfig = createStore<ShopConfig | null>(null);

export const $notice = createStore<Notice | null>(null);

/** The logo's address; the header shows the store's name until it is known. */
export const $logo = createStore<string | null>(null);

// The latest settings from the server are the ones the shop obeys.
sample({ clock: fetchConfigFx.doneData, target: $shopConfig });

// The notice shows as the server wrote it.
sample({ clock: fetchNoticeFx.doneData, target: $notice });

// The header shows the logo once it is known.
sample({ clock: fetchLogoFx.doneData, target: $logo });
