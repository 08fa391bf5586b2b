import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { PlaceOrderBody, PlacedOrder } from '@rewards/api-client/contract';
import {
  buildOrderNumber,
  buildSubOrderNumber,
  checkPurchaseLimits,
  domainError,
  rewardName,
  type DomainError,
} from '@rewards/domain';
import type { Queryable } from '../db/database';
import { moneyOf } from '../plugins/app/rows';
import { checkoutError, checkoutRefusal } from './error-keys';
import type { Owner } from './owner';
import { quoteIdOf } from './payment-condition';
import { takePromotionUse } from './promotions';
import type { QuoteRecord, QuoteRecordLine } from './quote-record';
import { buyerEmail, lockBuyerEmail, purchasedUnits } from './shop-rules';
import { expireOwnerOrders, sweepExpiredOrders } from './sweep';

/** The namespace of the owners' advisory locks (the second key is the hash of the owner). */
const OWNER_LOCK_SPACE = 746_2028;

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

/** Takes `units` of an item from its stock, when the item counts stock. Whether there were enough. */
async function takeStock(tx: Queryable, code: string, units: number): Promise<boolean> {
  const taken = await tx.query(
    `UPDATE item_stock SET available = available - $2
     WHERE item_code = $1 AND available >= $2 RETURNING item_code`,
    [code, units],
  );
  if (taken.length === 1) return true;
  const counted = await tx.query('SELECT 1 FROM item_stock WHERE item_code = $1', [code]);
  return counted.length === 0;
}

interface ExistingOrder {
  po_number: string;
  quote_id: string;
  status: string;
  payment_url: string | null;
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
  existing: ExistingOrder,
  quoteId: string,
): Promise<PlacedOrder> {
  if (existing.status !== 'PENDING' || existing.payment_url === null) {
    throw checkoutRefusal('E652');
  }
  if (existing.quote_id !== quoteId) {
    const quotes = await tx.query<{ quote_id: string; body: QuoteRecord }>(
      `SELECT quote_id::text AS quote_id, body FROM checkout_quote
       WHERE quote_id IN ($1, $2) AND owner = $3 AND (quote_id = $1 OR expires_at > now())`,
      [existing.quote_id, quoteId, owner.key],
    );
    const placed = quotes.find((quote) => quote.quote_id === existing.quote_id);
    const fresh = quotes.find((quote) => quote.quote_id === quoteId);
    if (
      placed === undefined ||
      fresh === undefined ||
      !isDeepStrictEqual(placed.body, fresh.body)
    ) {
      throw checkoutRefusal('E652');
    }
  }
  return { poNumber: existing.po_number, paymentUrl: existing.payment_url, status: 'PENDING' };
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
 * number from the database sequence, one sub-order per unit, and the payment
 * provider's page. Anything refused rolls all of it back.
 */
export async function placeOrder(
  app: FastifyInstance,
  owner: Owner,
  body: PlaceOrderBody,
): Promise<PlacedOrder> {
  const quoteId = quoteIdOf(app, body.quote);
  if (quoteId === undefined) throw checkoutRefusal('E652');
  const { ledger } = app.checkout;
  // Orders nobody paid give back what they hold before this one counts stock and uses.
  await sweepExpiredOrders(app.db, ledger, 20, { pruneQuotes: false });
  try {
    return await app.db.transaction((tx) => place(app, tx, owner, body, quoteId));
  } catch (error) {
    if (!(error instanceof PlacementRefused)) throw error;
    const reward = rewardName(await app.settingsRepository.config(), error.lang);
    throw checkoutError(error.errors, error.lang, reward);
  }
}

async function place(
  app: FastifyInstance,
  tx: Queryable,
  owner: Owner,
  body: PlaceOrderBody,
  quoteId: string,
): Promise<PlacedOrder> {
  const { ledger, gateway } = app.checkout;
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [OWNER_LOCK_SPACE, owner.key]);
  const [existing] = await tx.query<ExistingOrder>(
    `SELECT po_number, quote_id::text AS quote_id, status, payment_url
     FROM orders WHERE owner = $1 AND idempotency_key = $2`,
    [owner.key, body.idempotencyKey],
  );
  if (existing !== undefined) return again(tx, owner, existing, quoteId);

  const [quoteRow] = await tx.query<{ body: QuoteRecord; used: boolean }>(
    `SELECT q.body, EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.quote_id) AS used
     FROM checkout_quote q
     WHERE q.quote_id = $1 AND q.owner = $2 AND q.expires_at > now()`,
    [quoteId, owner.key],
  );
  if (quoteRow === undefined || quoteRow.used) throw checkoutRefusal('E652');
  const quote = quoteRow.body;
  const refuse = (errors: readonly DomainError[]) => new PlacementRefused(errors, quote.lang);

  await expireOwnerOrders(tx, ledger, owner.key);
  // The purchase limit, counted again under the buyer's locks: the owner's (taken above)
  // and the billing e-mail's, so no two orders of one buyer pass it at once.
  const limited = quote.lines.filter((line) => line.limit);
  if (limited.length > 0) {
    const email = buyerEmail(quote.billing);
    await lockBuyerEmail(tx, email);
    const purchased = await purchasedUnits(
      tx,
      owner,
      email,
      limited.map((line) => line.code),
    );
    const limits = checkPurchaseLimits(limited, purchased);
    if (limits.length > 0) throw refuse(limits);
  }

  for (const [code, units] of unitsOf(quote.lines)) {
    if (!(await takeStock(tx, code, units))) {
      throw refuse([domainError('checkout.soldOut', { itemCode: code })]);
    }
  }
  if (quote.promoCode !== undefined && !(await takePromotionUse(tx, quote.promoCode))) {
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

  const [startPo] = await tx.query<{ value: string }>(
    "SELECT value FROM app_config WHERE key = 'START_PO'",
  );
  const [sequence] = await tx.query<{ n: string }>("SELECT nextval('order_number_seq')::text AS n");
  const poNumber = buildOrderNumber(startPo?.value ?? '', Number(sequence?.n));
  const [order] = await tx.query<{ order_id: string }>(
    `INSERT INTO orders (
       po_number, status, owner, customer_id, guest_uuid, idempotency_key, quote_id, lang,
       payment_type, card_entity, total_amount, promotion_discount, pay_able_amount,
       payable_point, promotion_points, total_cash, term_of_flexi, term_id, cust_ipp,
       instalment, promo_code, have_gift, billing, shipping, expires_at)
     VALUES ($1, 'PENDING', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
             $16, $17, $18, $19::jsonb, $20, $21, $22::jsonb, $23::jsonb,
             now() + make_interval(mins => $24))
     RETURNING order_id::text AS order_id`,
    [
      poNumber,
      owner.key,
      owner.kind === 'customer' ? owner.customerId : null,
      owner.kind === 'guest' ? owner.guestUuid : null,
      body.idempotencyKey,
      quoteId,
      quote.lang,
      quote.paymentType,
      quote.cardEntity ?? null,
      quote.total,
      quote.discount,
      quote.cash,
      quote.point,
      quote.promotionPoints,
      quote.totalCash,
      quote.instalment?.termOfFlexi ?? null,
      quote.instalment?.termId ?? null,
      quote.instalment?.custIpp ?? null,
      quote.instalment === undefined ? null : JSON.stringify(quote.instalment),
      quote.promoCode ?? null,
      quote.haveGift,
      JSON.stringify(quote.billing),
      JSON.stringify(quote.shipping),
      app.checkout.pendingMinutes,
    ],
  );
  const orderId = Number(order?.order_id);
  await insertUnits(tx, orderId, poNumber, quote.lines);
  const paymentUrl = await gateway.start(tx, {
    orderId,
    poNumber,
    lang: quote.lang,
    amount: moneyOf(quote.cash),
  });
  await tx.query('UPDATE orders SET payment_url = $2 WHERE order_id = $1', [orderId, paymentUrl]);
  return { poNumber, paymentUrl, status: 'PENDING' };
}

const UNIT_COLUMNS = [
  'order_id',
  'unit_index',
  'sub_order_number',
  'line_uuid',
  'item_code',
  'item_name',
  'thai_item_name',
  'part_number',
  'image_url',
  'cash_only',
  'unit_price',
  'care_plan_code',
  'care_plan_name',
  'thai_care_plan_name',
  'care_plan_price',
  'pers_mesg1',
  'pers_mesg2',
  'shipping_availability',
  'thai_shipping_availability',
] as const;

/** One sub-order per unit, numbered from 01 in the order of the lines, in one statement. */
async function insertUnits(
  tx: Queryable,
  orderId: number,
  poNumber: string,
  lines: readonly QuoteRecordLine[],
): Promise<void> {
  const units = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line));
  const width = UNIT_COLUMNS.length;
  const values = units.flatMap((line, index) => [
    orderId,
    index,
    buildSubOrderNumber(poNumber, index),
    line.uuid,
    line.code,
    line.name,
    line.thaiName,
    line.partNumber,
    line.imageUrl,
    line.cashOnly,
    line.unitPrice,
    line.carePlan?.code ?? null,
    line.carePlan?.name ?? null,
    line.carePlan?.thaiName ?? null,
    line.carePlan?.price ?? null,
    line.persMesg1,
    line.persMesg2,
    line.shippingAvailability,
    line.thaiShippingAvailability,
  ]);
  const rows = units.map(
    (_, index) =>
      `(${UNIT_COLUMNS.map((__, column) => `$${index * width + column + 1}`).join(', ')})`,
  );
  await tx.query(
    `INSERT INTO order_unit (${UNIT_COLUMNS.join(', ')}) VALUES ${rows.join(', ')}`,
    values,
  );
}
