import {
  afterSaleRoutes,
  type RefundCodeSearchBody,
  type RefundPromoCode,
  type RefundPromoCodes,
} from '@rewards/api-client/contract';
import { client } from '../../shared/api';

/** `POST promoCode/searchRefundPC`: a page of the signed-in customer's unused, unexpired refund codes. */
export function searchRefundCodes(body: RefundCodeSearchBody): Promise<RefundPromoCodes> {
  return client.request(afterSaleRoutes.searchRefundPromoCodes, { body });
}

/** The most pages read for the checkout's choice (5 codes to a page). */
const MOST_PAGES = 10;

/**
 * Every code the customer may spend, nearest expiry first, page after page
 * (the list's 5 to a page), for the checkout's choice.
 */
export async function spendableRefundCodes(): Promise<readonly RefundPromoCode[]> {
  const codes: RefundPromoCode[] = [];
  for (let page = 1; page <= MOST_PAGES; page += 1) {
    const answer = await searchRefundCodes({
      pageNumber: page,
      orders: [{ property: 'expiredDate', direction: 'ASC' }],
    });
    codes.push(...answer.promoCodes);
    if (page >= answer.pagination.numOfPages) break;
  }
  return codes;
}
