import {
  PaymentConditionBody,
  type PromoCheckResult,
  type TxnDetail,
} from '@rewards/api-client/contract';
import {
  PAYMENT_LABEL,
  type CardBrand,
  type CartLine,
  type CartPayment,
  type CartTotals,
  type IppTerm,
} from '@rewards/domain';
import { toAddressBody, type AddressValues } from '../../entities/checkout/address-values';
import type { PromoInputs } from '../../entities/checkout/model';

/**
 * One entry per unit bought (`txnDetailVMs`, spec section 7): a line of three
 * units is three entries, each with the prices the shopper was shown. Only
 * checked lines are bought.
 */
export function txnDetailsOf(lines: readonly CartLine[]): TxnDetail[] {
  return lines
    .filter((line) => line.checked)
    .flatMap((line) => {
      const unit: TxnDetail = {
        lineUuid: line.uuid,
        code: line.code,
        unitPrice: line.unitPrice,
        hasAppleCare: line.hasAppleCare,
        ...(line.hasAppleCare && line.appleCare !== undefined
          ? { appleCarePrice: line.appleCare.price }
          : {}),
        ...(line.persMesg1 === '' ? {} : { persMesg1: line.persMesg1 }),
        ...(line.persMesg2 === '' ? {} : { persMesg2: line.persMesg2 }),
      };
      return Array.from({ length: line.quantity }, () => unit);
    });
}

/** Everything the review shows, from which the payment condition is asked. */
export interface PaymentConditionInput {
  /** The cart's lines as reviewed (only the checked ones are bought). */
  readonly lines: readonly CartLine[];
  /** The checked lines' totals with the promotion's discount. */
  readonly totals: CartTotals;
  readonly payment: CartPayment;
  readonly cardBrand: CardBrand | null;
  /** The instalment term chosen, for `CASH_INSTALLMENT`. */
  readonly term: IppTerm | undefined;
  readonly billing: AddressValues;
  readonly shipping: AddressValues;
  /** The promotion, when applied. */
  readonly promo: PromoCheckResult | null;
  readonly promoInputs: PromoInputs;
  /** The refund promo code spent, if any (a signed-in customer's only). */
  readonly refundCoupon: string | null;
  /** The guest's id; a signed-in customer's token travels in its header instead. */
  readonly guestUuid: string | null;
}

/**
 * `shopping-cart/checkPaymentCondition`'s body (spec sections 4 and 7): the
 * units with the prices shown, the totals shown (before and of the discount),
 * the addresses, the payment, the promotion when one is applied, and the
 * guest's id for a guest. The server prices all of it again and refuses any
 * difference; nothing here is trusted, it is what the shopper agreed to.
 */
export function paymentConditionBody(input: PaymentConditionInput): PaymentConditionBody {
  const { payment, promo, promoInputs } = input;
  const applied = promo !== null && promo.status === 'APPLIED' ? promo : null;
  return {
    shipType: 'DELIVERY',
    paymentMethod: PAYMENT_LABEL,
    paymentType: payment.paymentType,
    cash: payment.cash,
    point: payment.point,
    total: input.totals.subtotal,
    discount: input.totals.discount,
    billing: toAddressBody(input.billing),
    shipping: toAddressBody(input.shipping),
    txnDetailVMs: txnDetailsOf(input.lines),
    ...(input.cardBrand === null ? {} : { cardEntity: input.cardBrand }),
    ...(payment.paymentType === 'CASH_INSTALLMENT' && input.term !== undefined
      ? { termOfFlexi: input.term.termValue, ippCustomer: input.term.termId }
      : {}),
    ...(input.guestUuid === null ? {} : { guest_uuid: input.guestUuid }),
    ...(input.refundCoupon === null ? {} : { refundCoupon: input.refundCoupon }),
    ...(applied === null
      ? {}
      : {
          promoCode: applied.promotionCode,
          spcEmail: promoInputs.email.trim(),
          tcAcknowledged: promoInputs.termsAcknowledged,
          haveGift: applied.haveGift,
          confirmNoGift: false,
        }),
  };
}

/**
 * What identifies an order for its idempotency key: the body as it goes on
 * the wire. The same review gives the same text, so the same key; any change
 * (an address, the payment, the promotion, a price) gives another.
 */
export function orderFingerprint(body: PaymentConditionBody): string {
  return JSON.stringify(PaymentConditionBody.encode(body));
}

/** A new idempotency key: 32 hexadecimal digits from the browser's cryptographic random source. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
