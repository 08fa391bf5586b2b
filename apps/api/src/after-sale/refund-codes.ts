import {
  AFTER_SALE_PAGE_SIZE,
  type RefundCodeSearchBody,
  type RefundCodeSort,
  type RefundPromoCodes,
} from '@rewards/api-client/contract';
import { moneyOf } from '../plugins/app/rows';
import type { AfterSaleDependencies } from './after-sale-dependencies';
import { createRefundCodeReader } from './refund-code-repository';

/** Newest first by start date, unless asked otherwise. */
const DEFAULT_SORT: RefundCodeSort = { property: 'startDate', direction: 'DESC' };

/**
 * A page of the signed-in customer's refund promotion codes that can still be
 * spent (unused, not expired), 5 to a page, sorted by start date (default),
 * expiry or value. Nobody else's code is ever listed; an empty list is the
 * UI's 'No Refund Promotion Code Found'.
 */
export async function searchRefundCodes(
  deps: Pick<AfterSaleDependencies, 'db' | 'clock'>,
  customerId: number,
  body: RefundCodeSearchBody,
): Promise<RefundPromoCodes> {
  const now = deps.clock.now();
  const codes = createRefundCodeReader(deps.db);
  const sort = body.orders?.[0] ?? DEFAULT_SORT;
  const pageNumber = body.pageNumber ?? 1;
  const totalRecords = await codes.count(customerId, now);
  const offset = (pageNumber - 1) * AFTER_SALE_PAGE_SIZE;
  const rows =
    offset >= totalRecords
      ? []
      : await codes.page(customerId, now, {
          property: sort.property,
          direction: sort.direction,
          offset,
          size: AFTER_SALE_PAGE_SIZE,
        });
  return {
    promoCodes: rows.map((row) => ({
      promoCode: row.code,
      displayValue: moneyOf(row.value),
      startDate: row.starts_at.toISOString(),
      expiredDate: row.expires_at.toISOString(),
      description: row.description,
      thaiDescription: row.thai_description,
    })),
    pagination: {
      totalRecords,
      numOfPages: Math.ceil(totalRecords / AFTER_SALE_PAGE_SIZE),
      pageNumber,
      pageSize: AFTER_SALE_PAGE_SIZE,
    },
    sort,
  };
}
