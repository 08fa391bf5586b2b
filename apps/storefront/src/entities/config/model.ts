import { createEffect, createStore, sample } from 'effector';
import type { ConfigBody, Notice } from '@rewards/api-client/contract';
import { isMaintenanceOn } from '@rewards/domain';
import { loadApi } from '../../shared/api/load-api';

/** Asks the server whether it is up (`common/ping`); rejects when it is not. */
export async function pingServer(): Promise<void> {
  const { client, commonRoutes } = await loadApi();
  await client.request(commonRoutes.ping, {});
}

/** The shop's run-time settings as the server sends them (`common/config`). */
export async function loadRawConfig(): Promise<ConfigBody> {
  const { client, commonRoutes } = await loadApi();
  return client.request(commonRoutes.config, {});
}

/** The server answered its health check. */
export const pingFx = createEffect(pingServer);

export const fetchConfigFx = createEffect(loadRawConfig);

/** The notice bar's message (`common/notice`), or `null` when there is none. */
export const fetchNoticeFx = createEffect(async (): Promise<Notice | null> => {
  const { client, commonRoutes } = await loadApi();
  return client.request(commonRoutes.notice, {});
});

/** The programme's logo for the header (`cms/logo`). */
export const fetchLogoFx = createEffect(async (): Promise<string> => {
  const { client, commonRoutes } = await loadApi();
  return (await client.request(commonRoutes.logo, {})).LOGO.urlImage;
});

/**
 * The settings as text, once loaded; `null` until then. Pages that need them
 * typed (amounts) read `$shopConfig` from `./shop-config`, which brings the
 * money code with it; the first page only needs the maintenance switch.
 */
export const $rawConfig = createStore<ConfigBody | null>(null);

/** Whether the shop is closed for maintenance (the domain's rule on the settings). */
export const $maintenanceOn = $rawConfig.map((raw) => raw !== null && isMaintenanceOn(raw));

export const $notice = createStore<Notice | null>(null);

/** The logo's address; the header shows the store's name until it is known. */
export const $logo = createStore<string | null>(null);

// The latest settings from the server are the ones the shop obeys.
sample({ clock: fetchConfigFx.doneData, target: $rawConfig });

// The notice shows as the server wrote it.
sample({ clock: fetchNoticeFx.doneData, target: $notice });

// The header shows the logo once it is known.
sample({ clock: fetchLogoFx.doneData, target: $logo });
