import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Lang, PaymentConditionBody, PaymentQuote } from '@rewards/api-client/contract';
import {
  cashValueOfPoints,
  checkPurchaseLimits,
  domainError,
  moneyToString,
  quoteOrder,
  ZERO_THB,
  type OrderQuote,
} from '@rewards/domain';
import { addressFormValues } from './address-form';
import { checkoutError } from './error-keys';
import { checkoutItems } from './checkout-catalogue';
import type { Owner } from './owner';
import { findPromotion } from './promotions';
import { quoteRecord } from './quote-record';
import { buyerEmail, purchasedUnits, shopRules, spendablePoints } from './shop-rules';

/** The opaque id of a quote: its uuid and the checkout key's signature of it. */
export function quoteToken(app: FastifyInstance, quoteId: string): string {
  return `${quoteId}.${app.checkout.signer.sign('quote', quoteId)}`;
}

/** The quote id a token names, when the token was signed by this shop; else `undefined`. */
export function quoteIdOf(app: FastifyInstance, token: string): string | undefined {
  const [quoteId = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[0-9a-f-]{36}$/.test(quoteId)) return undefined;
  return app.checkout.signer.verify('quote', quoteId, signature) ? quoteId : undefined;
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
 * point rates, instalment plans, the promotion, the customer's points from the
 * ledger), and the purchase limit of limited items over the buyer's paid and
 * pending orders (`checkPurchaseLimits`). Any difference from what the
 * client sent is refused with a checkout error key; otherwise the quote is stored
 * for `CHECKOUT_QUOTE_MINUTES` and answered with its signed id.
 */
export async function checkPaymentCondition(
  app: FastifyInstance,
  owner: Owner,
  body: PaymentConditionBody,
  lang: Lang,
): Promise<PaymentQuote> {
  const codes = body.txnDetailVMs.map((unit) => unit.code);
  const promoCode = body.promoCode?.trim() ?? '';
  const [rules, items, promotion] = await Promise.all([
    shopRules(app, lang),
    checkoutItems(app.db, codes),
    findPromotion(app.db, promoCode),
  ]);
  // The limited items of the order, each unit a line of its own (they count together by code).
  const limited = body.txnDetailVMs.flatMap((unit) => {
    const item = items.get(unit.code);
    return item?.limit === true
      ? [{ code: unit.code, quantity: 1, limit: true, maxQuantity: item.maxQuantity }]
      : [];
  });
  const [balance, purchased] = await Promise.all([
    spendablePoints(app, owner, rules.config),
    purchasedUnits(
      app.db,
      owner,
      buyerEmail(body.billing),
      limited.map((unit) => unit.code),
    ),
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
    pointsBalance: balance,
    signedIn: owner.kind === 'customer',
    now: new Date(),
  });
  // Refund coupons are not issued by this shop yet: a coupon sent is one it does not know.
  const coupon = body.refundCoupon?.trim() ?? '';
  const errors = [
    ...(result.ok ? [] : result.errors),
    ...checkPurchaseLimits(limited, purchased),
    ...(coupon === '' ? [] : [domainError('promotion.notFound', { field: 'refundCoupon' })]),
  ];
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
  const [stored] = await app.db.query<{ expires_at: Date }>(
    `INSERT INTO checkout_quote (quote_id, owner, body, expires_at)
     VALUES ($1, $2, $3::jsonb, now() + make_interval(mins => $4))
     RETURNING expires_at`,
    [quoteId, owner.key, JSON.stringify(record), app.checkout.quoteMinutes],
  );
  app.checkout.analytics.track({
    name: 'InitiateCheckout',
    value: moneyToString(quote.payable),
    currency: 'THB',
    units: body.txnDetailVMs.length,
  });
  return answerOf(quoteToken(app, quoteId), stored?.expires_at ?? new Date(), quote);
}
