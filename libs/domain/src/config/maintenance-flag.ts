import type { RawShopConfig } from './config-keys';

/**
 * Whether the shop is closed for maintenance: `FE_PUT_UP_MAINTENANCE_PAGE` is
 * '1'. Apart from the typed settings (which carry money), so that the first
 * page can decide without loading the money code.
 */
export function isMaintenanceOn(raw: RawShopConfig): boolean {
  return raw.FE_PUT_UP_MAINTENANCE_PAGE?.trim() === '1';
}
