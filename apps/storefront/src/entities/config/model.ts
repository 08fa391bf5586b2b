import { createEffect, createStore, sample } from 'effector';
import { commonRoutes, type ConfigBody, type Notice } from '@rewards/api-client/contract';
import { isMaintenanceOn } from '@rewards/domain';
import { client } from '../../shared/api';

/** Asks the server whether it is up (`common/ping`); rejects when it is not. */
export async function pingServer(): Promise<void> {
  await client.request(commonRoutes.ping, {});
}

/** The shop's run-time settings as the server sends them (`common/config`). */
export async function loadRawConfig(): Promise<ConfigBody> {
  return client.request(commonRoutes.config, {});
}

/** The server answered its health check. */
export const pingFx = createEffect(pingServer);

export const fetchConfigFx = createEffect(loadRawConfig);

/** The notice bar's message (`common/notice`), or `null` when there is none. */
export const fetchNoticeFx = createEffect((): Promise<Notice | null> =>
  client.request(commonRoutes.notice, {}),
);

/** The programme's logo for the header (`cms/logo`). */
export const fetchLogoFx = createEffect(
  async (): Promise<string> => (await client.request(commonRoutes.logo, {})).LOGO.urlImage,
);

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
