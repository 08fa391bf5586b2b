import { randomUUID } from 'node:crypto';
import type { Lang, PaymentConditionBody, PaymentQuote } from '@rewards/api-client/contract';
import {
  cashValueOfPoints,
  checkPurchaseLimits,
  moneyToString,
  quoteOrder,
  thb,
  ZERO_THB,
  type OrderQuote,
} from '@rewards/domain';
import { addressFormValues } from './address-form';
import { checkoutError } from './error-keys';
import type { CheckoutContext } from './checkout-context';
import { checkoutOwner, type CheckoutCaller } from './owner';
import { quoteRecord } from './quote-record';
import { createOrderRepository } from './repositories/order-repository';
import { createPromotionRepository } from './repositories/promotion-repository';
import { createCheckoutReadsRepository } from './repositories/checkout-reads-repository';
import { createQuoteRepository } from './repositories/quote-repository';
import { createRefundCouponRepository } from './repositories/refund-coupon-repository';
import type { Signer } from './signing';
import { buyerEmail, purchasedUnits, shopRulesOf, spendablePoints } from './shop-rules';

/** The opaque id of a quote: its uuid and the checkout key's signature of it. */
export function quoteToken(signer: Signer, quoteId: string): string {
  return `${quoteId}.${signer.sign('quote', quoteId)}`;
}

/** The quote id a token names, when the token was signed by this shop; else `undefined`. */
export function quoteIdOf(signer: Signer, token: string): string | undefined {
  const [quoteId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[0-9a-f-]{36}$/.test(quoteId)) return undefined;
  return signer.verify('quote', quoteId, signature) ? quoteId : undefined;
}

function answerOf(token: string, expiresAt: Date, quote: OrderQuote): PaymentQuote {
  const plan = quote.payment.instalment;
  return {
    quote: token,
    expiresAt: expiresAt.toISOString(),
    total: quote.total,
    discount: quote.discount,
    cash: quote.payment.cash,
    point: quote.payment.point,
    paymentType: quote.payment.paymentType,
    lines: quote.lines.map((line) => ({
      lineUuid: line.uuid,
      code: line.code,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      ...(line.carePlan === undefined ? {} : { appleCarePrice: line.carePlan.price }),
    })),
    ...(quote.payment.cardEntity === undefined ? {} : { cardEntity: quote.payment.cardEntity }),
    ...(quote.promotion === undefined ? {} : { promoCode: quote.promotion.code }),
    // The domain's own figures (`applyRefundCoupon` inside `quoteOrder`), as the order will keep them.
    ...(quote.refundCoupon === undefined
      ? {}
      : {
          refundCoupon: {
            code: quote.refundCoupon.code,
            amount: quote.refundCoupon.applied,
            payable: quote.payable,
          },
        }),
    ...(plan === undefined
      ? {}
      : {
          instalment: {
            termOfFlexi: plan.months,
            termId: plan.termId,
            custIpp: plan.ratePercentPerMonth,
            total: plan.total,
            monthly: plan.payments,
          },
        }),
  };
}

/**
 * `shopping-cart/checkPaymentCondition`: the whole order computed again with the
 * domain's `quoteOrder` from the database (items and prices, settings and caps,
 * point rates, instalment plans and the guest id in one read, the promotion, the customer's points from the
 * ledger), and the purchase limit of limited items over the buyer's paid and
 * pending orders (`checkPurchaseLimits`). Any difference from what the
 * client sent is refused with a checkout error key; otherwise the quote is stored
 * for `CHECKOUT_QUOTE_MINUTES` and answered with its signed id.
 */
export async function checkPaymentCondition(
  deps: CheckoutContext,
  caller: CheckoutCaller,
  body: PaymentConditionBody,
  lang: Lang,
): Promise<PaymentQuote> {
  const codes = body.txnDetailVMs.map((unit) => unit.code);
  const promoCode = body.promoCode?.trim() ?? '';
  // The guest id, the rules and the items in one statement; the caller is checked after it.
  const [inputs, promotion] = await Promise.all([
    createCheckoutReadsRepository(deps.db, deps.guestRetentionDays).quoteInputs(
      caller.customerId === undefined ? caller.guestUuid : undefined,
      codes,
    ),
    createPromotionRepository(deps.db).find(promoCode),
  ]);
  const owner = checkoutOwner(caller.customerId, caller.guestUuid, inputs.guestKnown);
  const rules = shopRulesOf(inputs.rules, lang);
  const items = inputs.items;
  // The limited items of the order, each unit a line of its own (they count together by code).
  const limited = body.txnDetailVMs.flatMap((unit) => {
    const item = items.get(unit.code);
    return item?.limit === true
      ? [{ code: unit.code, quantity: 1, limit: true, maxQuantity: item.maxQuantity }]
      : [];
  });
  // A refund promo code is read only when one is sent, and only a customer's own.
  const coupon = body.refundCoupon?.trim() ?? '';
  const [balance, purchased, couponValue] = await Promise.all([
    spendablePoints(deps, owner, rules.config),
    purchasedUnits(
      createOrderRepository(deps.db),
      owner,
      buyerEmail(body.billing),
      limited.map((unit) => unit.code),
    ),
    coupon === '' || owner.kind !== 'customer'
      ? undefined
      : createRefundCouponRepository(deps.db).spendable(coupon, owner.customerId),
  ]);
  const result = quoteOrder({
    units: body.txnDetailVMs.map((unit) => ({
      lineUuid: unit.lineUuid,
      code: unit.code,
      hasAppleCare: unit.hasAppleCare,
      persMesg1: unit.persMesg1 ?? '',
      persMesg2: unit.persMesg2 ?? '',
      shownUnitPrice: unit.unitPrice,
      shownCarePlanPrice: unit.appleCarePrice,
    })),
    items,
    shown: {
      total: body.total,
      discount: body.discount,
      paymentType: body.paymentType,
      cash: body.cash,
      point: body.point,
      termOfFlexi: body.termOfFlexi,
      ippCustomer: body.ippCustomer,
      cardEntity: body.cardEntity,
    },
    billing: addressFormValues(body.billing),
    shipping: addressFormValues(body.shipping),
    promotion: {
      code: promoCode,
      found: promotion,
      confirmation: { email: body.spcEmail, termsAcknowledged: body.tcAcknowledged ?? false },
    },
    caps: rules.config,
    pointsRedemptionOpen: rules.config.pointsRedemptionOpen,
    promotionCodesOpen: rules.config.promotionCodeEnabled,
    priceCodes: rules.priceCodes,
    ippConfig: rules.ippConfig,
    refundCoupon: {
      code: coupon.toUpperCase(),
      value: couponValue === undefined ? undefined : thb(couponValue.value),
    },
    pointsBalance: balance,
    signedIn: owner.kind === 'customer',
    now: deps.clock(),
  });
  const errors = [...(result.ok ? [] : result.errors), ...checkPurchaseLimits(limited, purchased)];
  if (!result.ok || errors.length > 0) throw checkoutError(errors, lang, rules.reward);

  const quote = result.value;
  const rate = rules.priceCodes.find((code) => code.cardBrand === quote.payment.cardEntity);
  const pointsValue =
    quote.payment.point === 0 || rate === undefined
      ? ZERO_THB
      : cashValueOfPoints(quote.payment.point, rate);
  const record = quoteRecord(quote, items, {
    lang,
    pointsValue,
    haveGift: promotion?.haveGift === true && quote.promotion !== undefined,
    billing: body.billing,
    shipping: body.shipping,
  });
  const quoteId = randomUUID();
  const expiresAt = await createQuoteRepository(deps.db).insert(
    quoteId,
    owner.key,
    record,
    deps.quoteMinutes,
  );
  deps.analytics.track({
    name: 'InitiateCheckout',
    value: moneyToString(quote.payable),
    currency: 'THB',
    units: body.txnDetailVMs.length,
  });
  return answerOf(quoteToken(deps.signer, quoteId), expiresAt ?? deps.clock(), quote);
}
