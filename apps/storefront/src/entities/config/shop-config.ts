import { parseShopConfig, type ShopConfig } from '@rewards/domain';
import { $rawConfig } from './model';

/**
 * The settings typed by the domain (amounts as money), for the pages that
 * check caps; `null` until loaded (the server checks every cap again anyway).
 */
export const $shopConfig = $rawConfig.map((raw): ShopConfig | null =>
  raw === null ? null : parseShopConfig(raw),
);
