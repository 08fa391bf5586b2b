import { isDeepStrictEqual } from 'node:util';
import type { PlaceOrderBody, PlacedOrder } from '@rewards/api-client/contract';
import {
  buildOrderNumber,
  checkPurchaseLimits,
  domainError,
  rewardName,
  type DomainError,
} from '@rewards/domain';
import type { Queryable } from '../db/database';
import { moneyOf } from '../plugins/app/rows';
import type { CheckoutContext } from './checkout-context';
import { checkoutError, checkoutRefusal } from './error-keys';
import { checkoutOwner, type CheckoutCaller, type Owner } from './owner';
import { quoteIdOf } from './payment-condition';
import type { QuoteRecord, QuoteRecordLine } from './quote-record';
import { createCheckoutReadsRepository } from './repositories/checkout-reads-repository';
import {
  createOrderPlacementRepository,
  type KeyedOrder,
} from './repositories/order-placement-repository';
import { createOrderRepository } from './repositories/order-repository';
import { createPromotionRepository } from './repositories/promotion-repository';
import { createQuoteRepository } from './repositories/quote-repository';
import { createRefundCouponRepository } from './repositories/refund-coupon-repository';
import { createStockRepository } from './repositories/stock-repository';
import { buyerEmail, purchasedUnits } from './shop-rules';
import { expireOwnerOrders, sweepExpiredOrders } from './sweep';

/** A placement refused by a rule: rolled back, then answered as a checkout error. */
class PlacementRefused extends Error {
  constructor(
    readonly errors: readonly DomainError[],
    readonly lang: QuoteRecord['lang'],
  ) {
    super('placement refused');
  }
}

/** The units of each item code a quote buys. */
function unitsOf(lines: readonly QuoteRecordLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.code, (units.get(line.code) ?? 0) + line.quantity);
  return units;
}

/**
 * A placement repeated with its key: the same order while it still awaits
 * payment, if it is the same quote, or a fresh quote of exactly the same order
 * (Pay now again after coming back from the provider's page: the storefront
 * asks for a new quote each time, the figures are the same). Anything else
 * under the key is E652: the storefront then makes a new key.
 */
async function again(
  tx: Queryable,
  owner: Owner,
  existing: KeyedOrder,
  quoteId: string,
): Promise<PlacedOrder> {
  if (existing.status !== 'PENDING' || existing.paymentUrl === null) {
    throw checkoutRefusal('E652');
  }
  if (existing.quoteId !== quoteId) {
    const { placed, fresh } = await createQuoteRepository(tx).placedAndFresh(
      existing.quoteId,
      quoteId,
      owner.key,
    );
    if (placed === undefined || fresh === undefined || !isDeepStrictEqual(placed, fresh)) {
      throw checkoutRefusal('E652');
    }
  }
  return { poNumber: existing.poNumber, paymentUrl: existing.paymentUrl, status: 'PENDING' };
}

/**
 * `transaction/payment`: places the order of a quote, PENDING until its payment
 * comes back. In one transaction, under the owner's advisory lock (one owner's
 * orders are placed one at a time, whichever instance takes them): the
 * idempotency key (a repeat gives the same order), the quote (this owner's,
 * unexpired, placed once), the owner's expired orders released, the purchase
 * limit of limited items over the buyer's paid and pending orders (the owner's and
 * those billed to the same e-mail, under that e-mail's lock too), stock taken, a use of
 * the promotion taken and the points held (each a conditional update), the order
 * number from the database sequence, the refund promo code spent on it (a guarded
 * update), one sub-order per unit, and the payment
 * provider's page. Anything refused rolls all of it back.
 */
export async function placeOrder(
  deps: CheckoutContext,
  caller: CheckoutCaller,
  body: PlaceOrderBody,
): Promise<PlacedOrder> {
  // The guest id and whether the sweep is due, in one statement.
  const start = await createCheckoutReadsRepository(
    deps.db,
    deps.guestRetentionDays,
  ).placementStart(caller.customerId === undefined ? caller.guestUuid : undefined);
  const owner = checkoutOwner(caller.customerId, caller.guestUuid, start.guestKnown);
  const quoteId = quoteIdOf(deps.signer, body.quote);
  if (quoteId === undefined) throw checkoutRefusal('E652');
  // Orders nobody paid give back what they hold before this one counts stock and uses.
  await sweepExpiredOrders(deps, 20, { pruneQuotes: false, due: start.sweepDue });
  try {
    return await deps.db.transaction((tx) => place(deps, tx, owner, body, quoteId));
  } catch (error) {
    if (!(error instanceof PlacementRefused)) throw error;
    const reward = rewardName(await deps.settings.config(), error.lang);
    throw checkoutError(error.errors, error.lang, reward);
  }
}

/** The purchase limit, counted again under the buyer's e-mail lock (the owner's is held). */
async function checkLimitsAgain(
  tx: Queryable,
  owner: Owner,
  quote: QuoteRecord,
): Promise<readonly DomainError[]> {
  const limited = quote.lines.filter((line) => line.limit);
  if (limited.length === 0) return [];
  const email = buyerEmail(quote.billing);
  await createOrderPlacementRepository(tx).lockBuyerEmail(email);
  const purchased = await purchasedUnits(
    createOrderRepository(tx),
    owner,
    email,
    limited.map((line) => line.code),
  );
  return checkPurchaseLimits(limited, purchased);
}

async function place(
  deps: CheckoutContext,
  tx: Queryable,
  owner: Owner,
  body: PlaceOrderBody,
  quoteId: string,
): Promise<PlacedOrder> {
  const { ledger, gateway } = deps;
  const orders = createOrderPlacementRepository(tx);
  await orders.lockOwner(owner.key);
  const state = await orders.placementState(owner.key, body.idempotencyKey, quoteId);
  if (state.existing !== undefined) return again(tx, owner, state.existing, quoteId);

  const stored = state.quote;
  if (stored === undefined || stored.used) throw checkoutRefusal('E652');
  const quote = stored.body;
  const refuse = (errors: readonly DomainError[]) => new PlacementRefused(errors, quote.lang);

  if (state.ownerHasExpired) await expireOwnerOrders(tx, ledger, owner.key);
  // The purchase limit, counted again under the buyer's locks: the owner's (taken above)
  // and the billing e-mail's, so no two orders of one buyer pass it at once.
  const limits = await checkLimitsAgain(tx, owner, quote);
  if (limits.length > 0) throw refuse(limits);

  const stock = createStockRepository(tx);
  for (const [code, units] of unitsOf(quote.lines)) {
    if (!(await stock.take(code, units))) {
      throw refuse([domainError('checkout.soldOut', { itemCode: code })]);
    }
  }
  if (
    quote.promoCode !== undefined &&
    !(await createPromotionRepository(tx).takeUse(quote.promoCode))
  ) {
    throw refuse([domainError('promotion.usedUp')]);
  }
  const points = quote.point + quote.promotionPoints;
  if (points > 0) {
    const held = owner.kind === 'customer' && (await ledger.hold(tx, owner.customerId, points));
    if (!held) {
      const balance = owner.kind === 'customer' ? await ledger.available(tx, owner.customerId) : 0;
      throw refuse([domainError('points.insufficientBalance', { balance })]);
    }
  }

  const { sequence, startPo } = await orders.nextNumber();
  const poNumber = buildOrderNumber(startPo ?? '', sequence);
  // The payment page's address is known before the order is written, so the order
  // is inserted with it; the provider's session is opened once the order has its id.
  const payment = await gateway.prepare({
    poNumber,
    lang: quote.lang,
    amount: moneyOf(quote.cash),
  });
  const orderId = await orders.insert({
    poNumber,
    owner: owner.key,
    customerId: owner.kind === 'customer' ? owner.customerId : null,
    guestUuid: owner.kind === 'guest' ? owner.guestUuid : null,
    idempotencyKey: body.idempotencyKey,
    quoteId,
    quote,
    paymentUrl: payment.paymentUrl,
    pendingMinutes: deps.pendingMinutes,
  });
  // The refund promo code, spent by this order unless another spent it first (the
  // guarded update finds it used): then nothing of this order is kept.
  if (quote.refundCoupon !== undefined) {
    const spent =
      owner.kind === 'customer'
        ? await createRefundCouponRepository(tx).take(
            quote.refundCoupon.code,
            owner.customerId,
            orderId,
          )
        : undefined;
    if (spent === undefined) {
      throw refuse([domainError('checkout.refundCouponUsed', { field: 'refundCoupon' })]);
    }
    if (moneyOf(spent.value).lessThan(moneyOf(quote.refundCoupon.applied))) {
      throw refuse([domainError('checkout.refundCouponUnavailable', { field: 'refundCoupon' })]);
    }
  }
  await payment.open(tx, orderId);
  return { poNumber, paymentUrl: payment.paymentUrl, status: 'PENDING' };
}
