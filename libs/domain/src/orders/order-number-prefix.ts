import { PARTNER_CODE } from '../config/business-constants';

/**
 * The letters every order and sub-order number starts with: START_PO
 * (`ShopConfig.startPo`) followed by the partner code KSCTHA. Upper-cased,
 * because order numbers are issued in capitals.
 */
export function orderNumberPrefix(startPo: string): string {
  return `${startPo.trim()}${PARTNER_CODE}`.toUpperCase();
}
