import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  AFTER_SALE_PAGE_SIZE,
  type RefundCodeSearchBody,
  type RefundPromoCodes,
} from '@rewards/api-client/contract';
import {
  localizedText,
  type Language,
  parsePageNumber,
  parsePromoCodeOrder,
  type PromoCodeOrder,
} from '@rewards/domain';
import type { RefundPromoCodeView } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { privatePage } from '../../features/auth/private-page';
import { searchRefundCodes } from '../../entities/refund-codes/api';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl, type Query } from '../../shared/url/query';

/** What the address asks for: the page (from 1) and the order. */
export interface PromoCodesQuery {
  readonly page: number;
  readonly order: PromoCodeOrder;
}

/** `/promo-codes?orders=…&page=…`. */
export function parsePromoCodesQuery(query: Query): PromoCodesQuery {
  return { page: parsePageNumber(query.page), order: parsePromoCodeOrder(query.orders) };
}

/**
 * The call's body: startDate (the default) lists the codes by expiry, nearest
 * first; value, highest first (spec section 2, "Sorting").
 */
export function refundCodeSearchBody(query: PromoCodesQuery): RefundCodeSearchBody {
  return {
    pageNumber: query.page,
    orders: [
      query.order === 'value'
        ? { property: 'value', direction: 'DESC' }
        : { property: 'expiredDate', direction: 'ASC' },
    ],
  };
}

export const promoCodesOpened = createEvent<Query>();
export const orderChosen = createEvent<PromoCodeOrder>();

/** What the address asks for (nothing of the shopper): the browser takes it from the server's page. */
export const $query = createStore<PromoCodesQuery | null>(null).on(promoCodesOpened, (_, query) =>
  parsePromoCodesQuery(query),
);

/** Without a token the visitor is sent to sign in (spec section 2), and comes back. */
export const promoCodesPage = privatePage({
  page: 'promoCodes',
  opened: promoCodesOpened,
  $opened: $query,
  access: { who: 'customer', otherwise: 'signIn' },
});

export const searchRefundCodesFx = createEffect(searchRefundCodes);

/** The page's codes; `null` until the customer is admitted and the answer is in. */
export const $result = createStore<RefundPromoCodes | null>(null, { serialize: 'ignore' });
export const $ready = createStore(false, { serialize: 'ignore' })
  .on(promoCodesPage.admitted, () => true)
  .reset(promoCodesOpened);
export const $loading = searchRefundCodesFx.pending;

/** The codes as the list shows them, each described in the page's language. */
export const $codes = combine($result, $locale, (result, lang): RefundPromoCodeView[] =>
  (result?.promoCodes ?? []).map((code) => ({
    promoCode: code.promoCode,
    value: code.displayValue,
    startDate: code.startDate,
    expiredDate: code.expiredDate,
    description: localizedText(code.description, code.thaiDescription, lang),
  })),
);
export const $pages = $result.map((result) => result?.pagination.numOfPages ?? 0);

// An admitted customer's page of codes in the order asked for.
sample({
  clock: promoCodesPage.admitted,
  fn: refundCodeSearchBody,
  target: searchRefundCodesFx,
});
sample({ clock: searchRefundCodesFx.doneData, target: $result });
// A list that cannot be read is an empty list (as the history's is, spec section 8).
sample({
  clock: searchRefundCodesFx.fail,
  fn: (): RefundPromoCodes => ({
    promoCodes: [],
    pagination: { totalRecords: 0, numOfPages: 0, pageNumber: 1, pageSize: AFTER_SALE_PAGE_SIZE },
    sort: { property: 'expiredDate', direction: 'ASC' },
  }),
  target: $result,
});

// Another order starts again at page 1 (spec section 4: lists reset to page 1).
sample({
  clock: orderChosen,
  source: $locale,
  fn: (lang, order) =>
    navigationTo(shopUrl('/promo-codes', lang, order === 'startDate' ? {} : { orders: order })),
  target: navigateFx,
});

/** The address of a page of the list in the current order. */
export function promoCodesHref(query: PromoCodesQuery, lang: Language, page: number): string {
  return shopUrl('/promo-codes', lang, {
    orders: query.order === 'startDate' ? undefined : query.order,
    page: page === 1 ? undefined : page,
  });
}
