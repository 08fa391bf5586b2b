import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { thb } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
import {
  addressJson,
  ADDRESS,
  bearer,
  buildCheckoutApp,
  checkout,
  guestId,
  itemsOnSale,
  key,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  signIn,
} from './helpers';

let app: FastifyInstance;
let items: CheckoutCatalogueItem[];

beforeAll(async () => {
  app = await buildCheckoutApp();
  items = [...(await itemsOnSale(app, 300)).values()].sort((a, b) =>
    a.unitPrice.comparedTo(b.unitPrice),
  );
});
afterAll(async () => {
  await app.close();
});

const fieldCodes = (body: Record<string, unknown>) =>
  (body['fieldErrors'] as { field: string; code: string }[] | undefined)?.map(
    (error) => `${error.field}:${error.code}`,
  );

/** The n-th cheapest item on sale under THB 5,000, made a limited item of at most `max` units. */
async function limitedItem(n: number, max = 2): Promise<CheckoutCatalogueItem> {
  const item = items.filter((each) => each.unitPrice.lessThan(5_000))[n] as CheckoutCatalogueItem;
  await app.db.query('UPDATE item SET limit_quantity = true, max_quantity = $2 WHERE code = $1', [
    item.code,
    max,
  ]);
  return { ...item, limit: true, maxQuantity: max };
}

/** A body for `quantity` units of `item`, billed to `email`. */
function orderOf(
  item: CheckoutCatalogueItem,
  quantity: number,
  options: { guestUuid?: string; email?: string } = {},
) {
  const address = addressJson({ ...ADDRESS, email: options.email ?? ADDRESS.email });
  return {
    ...paymentBody(
      [{ item, quantity }],
      options.guestUuid === undefined ? {} : { guestUuid: options.guestUuid },
    ),
    billing: address as never,
    shipping: address as never,
  };
}

/** Pays a placed order on the sandbox with the approved card and returns to the shop. */
async function pay(paymentUrl: string, headers: Record<string, string> = {}) {
  const back = await payOnSandbox(app, paymentUrl, {
    action: 'pay',
    cardNumber: '4111111111111111',
  });
  const outcome = await post(app, '/kscpaygate/paymentProcess', returnBody(back), headers);
  expect(outcome.body).toMatchObject({ status: 'success' });
}

describe('a promotion of an instalment plan (FLEXI10: THB 1,500 off a 10-month plan)', () => {
  /** An item from THB 31,500, so that THB 30,000 or more is left for the 10-month plan. */
  const phone = () =>
    items.find((each) => each.unitPrice.greaterThanOrEqualTo(31_500)) as CheckoutCatalogueItem;

  it('is refused on a cash payment (E608, the payment method), in the quote and in the promotion box', async () => {
    const body = paymentBody([{ item: phone(), quantity: 1 }], {
      guestUuid: await guestId(app),
      promoCode: 'FLEXI10',
      discount: thb('1500.00'),
    });
    const quote = await post(app, '/shopping-cart/checkPaymentCondition?lang=en', body);
    expect(quote.status).toBe(400);
    expect(quote.body['errorKey']).toBe('E608');
    expect(fieldCodes(quote.body)).toContain('promoCode:promotion.paymentMethodNotAllowed');

    const box = await post(app, '/promoCode/checkPromoCode?lang=th', {
      promoCode: 'FLEXI10',
      itemCarts: [{ code: phone().code, quantity: 1, hasAppleCare: 'N' }],
      paymentType: 'CASH',
      cardEntity: 'KCC',
      guest_uuid: body['guest_uuid'],
    });
    expect(box.status).toBe(400);
    expect(box.body['errorKey']).toBe('E608');
  });

  it('is granted on 10-month instalments, and the promotion box says it is for instalments', async () => {
    const guest = await guestId(app);
    const body = paymentBody([{ item: phone(), quantity: 1 }], {
      guestUuid: guest,
      promoCode: 'FLEXI10',
      discount: thb('1500.00'),
      payment: { type: 'CASH_INSTALLMENT', term: 10, termId: 'IPP10' },
    });
    const quote = await post(app, '/shopping-cart/checkPaymentCondition?lang=en', body);
    expect(quote.status).toBe(200);
    const answer = decoded(routes.checkPaymentCondition, quote.body);
    expect(answer.discount.toFixed(2)).toBe('1500.00');
    expect(answer.instalment?.termId).toBe('IPP10');

    const box = decoded(
      routes.checkPromoCode,
      (
        await post(app, '/promoCode/checkPromoCode?lang=en', {
          promoCode: 'FLEXI10',
          itemCarts: [{ code: phone().code, quantity: 1, hasAppleCare: 'N' }],
          guest_uuid: guest,
        })
      ).body,
    );
    expect(box).toMatchObject({ status: 'APPLIED', promotionPaymentMethod: ['CASH_INSTALLMENT'] });
  });

  it('is refused on another instalment term (6 months)', async () => {
    const body = paymentBody([{ item: phone(), quantity: 1 }], {
      guestUuid: await guestId(app),
      promoCode: 'FLEXI10',
      discount: thb('1500.00'),
      payment: { type: 'CASH_INSTALLMENT', term: 6, termId: 'IPP06' },
    });
    const quote = await post(app, '/shopping-cart/checkPaymentCondition?lang=en', body);
    expect(quote.status).toBe(400);
  });
});

describe('the points part of POINT_CASH', () => {
  it('is refused when it is 1 point, worth THB 0.00 (E611, points.valueBelowMinimum), and 2 points (THB 0.01) are taken', async () => {
    const token = await signIn(app, 'somchai@rewards.example');
    const item = items[0] as CheckoutCatalogueItem;
    const base = paymentBody([{ item, quantity: 1 }]);
    const one = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      { ...base, paymentType: 'POINT_CASH', point: 1, cash: item.unitPrice },
      bearer(token),
    );
    expect(one.status).toBe(400);
    expect(one.body['errorKey']).toBe('E611');
    expect(fieldCodes(one.body)).toEqual(['point:points.valueBelowMinimum']);
    expect((one.body['fieldErrors'] as { message: string }[])[0]?.message).toBe(
      'The points you redeem must be worth at least THB 0.01 (2 points or more).',
    );

    const two = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      { ...base, paymentType: 'POINT_CASH', point: 2, cash: item.unitPrice.minus('0.01') },
      bearer(token),
    );
    expect(two.status).toBe(200);
  });
});

describe('the purchase limit of a "max 2" item counts the buyer’s paid and pending orders', () => {
  it('a paid order of 1, then 2 more: the second is refused (E603), in the quote', async () => {
    const item = await limitedItem(0);
    const token = await signIn(app, 'niran@rewards.example');
    const first = await checkout(app, orderOf(item, 1), bearer(token));
    const placed = decoded(routes.placeOrder, first.placed?.body);
    await pay(placed.paymentUrl, bearer(token));

    const second = await checkout(app, orderOf(item, 2), bearer(token));
    expect(second.quote.status).toBe(400);
    expect(second.quote.body['errorKey']).toBe('E603');
    expect(fieldCodes(second.quote.body)).toEqual([
      `items.${item.code}:orders.purchaseLimitReached`,
    ]);
    expect(second.placed).toBeUndefined();
    // What is left can still be bought.
    const third = await checkout(app, orderOf(item, 1), bearer(token));
    expect(third.placed?.status).toBe(200);
  });

  it('a paid order of 2, then 1 more: refused; a cancelled order counts for nothing', async () => {
    const item = await limitedItem(1);
    const token = await signIn(app, 'malee@rewards.example');
    const cancelled = decoded(
      routes.placeOrder,
      (await checkout(app, orderOf(item, 2), bearer(token))).placed?.body,
    );
    const back = await payOnSandbox(app, cancelled.paymentUrl, { action: 'cancel' });
    await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));

    const first = await checkout(app, orderOf(item, 2), bearer(token));
    await pay(decoded(routes.placeOrder, first.placed?.body).paymentUrl, bearer(token));
    const second = await checkout(app, orderOf(item, 1), bearer(token));
    expect(second.quote.body).toMatchObject({ errorKey: 'E603' });
  });

  it('a guest is bound by the billing e-mail: a new guest id with the same e-mail is refused', async () => {
    const item = await limitedItem(2);
    const email = 'limited.buyer@example.com';
    const firstGuest = await guestId(app);
    const first = await checkout(app, orderOf(item, 2, { guestUuid: firstGuest, email }));
    await pay(decoded(routes.placeOrder, first.placed?.body).paymentUrl);

    const again = await checkout(app, orderOf(item, 1, { guestUuid: await guestId(app), email }));
    expect(again.quote.body).toMatchObject({ errorKey: 'E603' });
    const EMAIL = email.toUpperCase();
    const shouted = await checkout(
      app,
      orderOf(item, 1, { guestUuid: await guestId(app), email: EMAIL }),
    );
    expect(shouted.quote.body).toMatchObject({ errorKey: 'E603' });
    const other = await checkout(
      app,
      orderOf(item, 1, { guestUuid: await guestId(app), email: 'someone.else@example.com' }),
    );
    expect(other.placed?.status).toBe(200);
  });

  it('placements at once that together exceed the limit: only what the limit allows is placed (guest ids with one e-mail)', async () => {
    const item = await limitedItem(3);
    const email = 'many.at.once@example.com';
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async (_, n) =>
        orderOf(item, n === 0 ? 2 : 1, { guestUuid: await guestId(app), email }),
      ),
    );
    // Every quote passes: nothing is held yet. Only the placement's own check can stop them.
    const quotes = await Promise.all(
      bodies.map((body) => post(app, '/shopping-cart/checkPaymentCondition?lang=en', body)),
    );
    expect(quotes.every((quote) => quote.status === 200)).toBe(true);
    const placed = await Promise.all(
      quotes.map((quote, n) =>
        post(app, '/transaction/payment?lang=en', {
          quote: quote.body['quote'],
          idempotencyKey: key(),
          guest_uuid: bodies[n]?.['guest_uuid'],
        }),
      ),
    );
    for (const refused of placed.filter((each) => each.status !== 200)) {
      expect(refused.body).toMatchObject({ errorKey: 'E603' });
    }
    const [held] = await app.db.query<{ units: number }>(
      `SELECT count(*)::int AS units FROM order_unit u JOIN orders o ON o.order_id = u.order_id
       WHERE u.item_code = $1 AND o.status = 'PENDING'`,
      [item.code],
    );
    expect(held?.units).toBe(2);
    expect(placed.filter((each) => each.status === 400).length).toBeGreaterThanOrEqual(6);
  });

  it('one customer’s placements at once that together exceed the limit: one is refused', async () => {
    const item = await limitedItem(4);
    const token = await signIn(app, 'somchai@rewards.example');
    const quotes = await Promise.all(
      [orderOf(item, 2), orderOf(item, 1)].map((body) =>
        post(app, '/shopping-cart/checkPaymentCondition?lang=en', body, bearer(token)),
      ),
    );
    expect(quotes.map((quote) => quote.status)).toEqual([200, 200]);
    const placed = await Promise.all(
      quotes.map((quote) =>
        post(
          app,
          '/transaction/payment?lang=en',
          { quote: quote.body['quote'], idempotencyKey: key() },
          bearer(token),
        ),
      ),
    );
    expect(placed.map((each) => each.status).sort()).toEqual([200, 400]);
  });
});
