import type { AddressBody, Lang } from '@rewards/api-client/contract';
import {
  moneyToString,
  sumMoney,
  type CardBrand,
  type Money,
  type OrderQuote,
  type PaymentType,
} from '@rewards/domain';
import type { CheckoutCatalogueItem } from '../plugins/app/item-checkout-repository';

/** One cart line of a stored quote, with what the order keeps of its item. */
export interface QuoteRecordLine {
  readonly uuid: string;
  readonly code: string;
  readonly quantity: number;
  readonly unitPrice: string;
  readonly lineTotal: string;
  readonly carePlan?: {
    readonly code: string;
    readonly name: string;
    readonly thaiName: string;
    readonly price: string;
  };
  readonly persMesg1: string;
  readonly persMesg2: string;
  readonly limit: boolean;
  readonly maxQuantity: number;
  readonly name: string;
  readonly thaiName: string;
  readonly partNumber: string;
  readonly imageUrl: string;
  readonly cashOnly: boolean;
  readonly shippingAvailability: string;
  readonly thaiShippingAvailability: string;
}

/**
 * A quote as the server keeps it (`checkout_quote.body`, JSON): every figure the
 * order will be placed with, money as its canonical text. Only the server writes it.
 */
export interface QuoteRecord {
  readonly lang: Lang;
  readonly lines: readonly QuoteRecordLine[];
  readonly total: string;
  readonly discount: string;
  readonly cash: string;
  readonly point: number;
  /** Cash plus what the points pay at the card's rate: the order's worth after the discount. */
  readonly totalCash: string;
  readonly paymentType: PaymentType;
  readonly cardEntity?: CardBrand;
  readonly instalment?: {
    readonly termOfFlexi: number;
    readonly termId: string;
    readonly custIpp: string;
    readonly total: string;
    readonly monthly: readonly string[];
  };
  readonly promoCode?: string;
  readonly promotionPoints: number;
  /** The refund promo code spent and what it pays (the payment pays the rest). */
  readonly refundCoupon?: { readonly code: string; readonly applied: string };
  readonly haveGift: boolean;
  readonly billing: AddressBody;
  readonly shipping: AddressBody;
}

/** The quote of the domain with the catalogue's details, as it is stored. */
export function quoteRecord(
  quote: OrderQuote,
  items: ReadonlyMap<string, CheckoutCatalogueItem>,
  extra: {
    readonly lang: Lang;
    readonly pointsValue: Money;
    readonly haveGift: boolean;
    readonly billing: AddressBody;
    readonly shipping: AddressBody;
  },
): QuoteRecord {
  const plan = quote.payment.instalment;
  return {
    lang: extra.lang,
    lines: quote.lines.map((line) => {
      const item = items.get(line.code) as CheckoutCatalogueItem;
      const carePlan = item.appleCare;
      return {
        uuid: line.uuid,
        code: line.code,
        quantity: line.quantity,
        unitPrice: moneyToString(line.unitPrice),
        lineTotal: moneyToString(line.lineTotal),
        ...(line.carePlan === undefined || carePlan === undefined
          ? {}
          : {
              carePlan: {
                code: carePlan.code ?? '',
                name: carePlan.name,
                thaiName: carePlan.thaiName,
                price: moneyToString(line.carePlan.price),
              },
            }),
        persMesg1: line.persMesg1,
        persMesg2: line.persMesg2,
        limit: item.limit,
        maxQuantity: item.maxQuantity,
        name: item.name,
        thaiName: item.thaiName,
        partNumber: item.partNumber,
        imageUrl: item.imageUrl,
        cashOnly: item.cashOnly,
        shippingAvailability: item.shippingAvailability,
        thaiShippingAvailability: item.thaiShippingAvailability,
      };
    }),
    total: moneyToString(quote.total),
    discount: moneyToString(quote.discount),
    cash: moneyToString(quote.payment.cash),
    point: quote.payment.point,
    totalCash: moneyToString(sumMoney([quote.payment.cash, extra.pointsValue])),
    paymentType: quote.payment.paymentType,
    ...(quote.payment.cardEntity === undefined ? {} : { cardEntity: quote.payment.cardEntity }),
    ...(plan === undefined
      ? {}
      : {
          instalment: {
            termOfFlexi: plan.months,
            termId: plan.termId,
            custIpp: plan.ratePercentPerMonth,
            total: moneyToString(plan.total),
            monthly: plan.payments.map(moneyToString),
          },
        }),
    ...(quote.promotion === undefined ? {} : { promoCode: quote.promotion.code }),
    promotionPoints: quote.promotion?.redeemedPoints ?? 0,
    ...(quote.refundCoupon === undefined
      ? {}
      : {
          refundCoupon: {
            code: quote.refundCoupon.code,
            applied: moneyToString(quote.refundCoupon.applied),
          },
        }),
    haveGift: extra.haveGift,
    billing: extra.billing,
    shipping: extra.shipping,
  };
}
