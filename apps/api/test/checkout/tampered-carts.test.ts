import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { isPaymentErrorKey, routes } from '@rewards/api-client/contract';
import { CARD_BRANDS, PAYMENT_TYPES, thb, type Money } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
import {
  buildCheckoutApp,
  guestId,
  itemsOnSale,
  lineTotals,
  paymentBody,
  post,
  type TestLine,
} from './helpers';

let app: FastifyInstance;
let guest: string;
let pool: CheckoutCatalogueItem[];

beforeAll(async () => {
  app = await buildCheckoutApp();
  guest = await guestId(app);
  const items = [...(await itemsOnSale(app, 300)).values()];
  // Cheap and dear items, with and without care plans, so that every payment type can arise.
  pool = [
    ...items.slice(0, 4),
    ...items.filter((item) => item.appleCare !== undefined).slice(0, 4),
    ...items.filter((item) => item.unitPrice.greaterThan(30_000)).slice(0, 2),
  ];
});
afterAll(async () => {
  await app.close();
});

type Body = ReturnType<typeof paymentBody>;
type Unit = {
  code: string;
  unitPrice: Money;
  hasAppleCare: string;
  appleCarePrice?: Money;
  lineUuid: string;
};

const atLeastZero = (amount: Money): Money => (amount.isNegative() ? thb(0) : amount);

/** One change a client could make to what it sends. */
const tamperArb: fc.Arbitrary<(body: Body) => Body> = fc.oneof(
  fc
    .integer({ min: -5_000_00, max: 5_000_00 })
    .filter((n) => n !== 0)
    .map((satang) => (body: Body) => ({
      ...body,
      total: (body.total as Money).plus(satang / 100) as never,
    })),
  fc.integer({ min: 1, max: 100_000_00 }).map((satang) => (body: Body) => ({
    ...body,
    discount: thb(satang / 100) as never,
  })),
  fc
    .integer({ min: -100_000, max: 100_000 })
    .filter((n) => n !== 0)
    .map((satang) => (body: Body) => ({
      ...body,
      cash: (body.cash as Money).plus(satang / 100) as never,
    })),
  fc.integer({ min: 1, max: 50_000_000 }).map((point) => (body: Body) => ({ ...body, point })),
  fc.integer({ min: 0, max: 100 }).chain((index) =>
    fc
      .integer({ min: -1_000_000, max: 1_000_000 })
      .filter((n) => n !== 0)
      .map((satang) => (body: Body) => {
        const units = body.txnDetailVMs as unknown as Unit[];
        const at = index % units.length;
        return {
          ...body,
          txnDetailVMs: units.map((unit, i) =>
            i === at
              ? {
                  ...unit,
                  unitPrice: atLeastZero(unit.unitPrice.plus(thb(satang / 100)) as Money),
                }
              : unit,
          ) as never,
        };
      }),
  ),
  fc.integer({ min: 0, max: 100 }).map((index) => (body: Body) => {
    const units = body.txnDetailVMs as unknown as Unit[];
    const at = index % units.length;
    return {
      ...body,
      txnDetailVMs: units.map((unit, i) =>
        i === at ? { ...unit, hasAppleCare: 'Y', appleCarePrice: thb('1.00') } : unit,
      ) as never,
    };
  }),
  fc.integer({ min: 0, max: 100 }).map((index) => (body: Body) => {
    const units = body.txnDetailVMs as unknown as Unit[];
    return { ...body, txnDetailVMs: [...units, units[index % units.length] as Unit] as never };
  }),
  fc.integer({ min: 0, max: 100 }).map((index) => (body: Body) => {
    const units = body.txnDetailVMs as unknown as Unit[];
    const kept = units.filter((_, i) => i !== index % units.length);
    return { ...body, txnDetailVMs: (kept.length === 0 ? units : kept) as never };
  }),
  fc.constantFrom(...CARD_BRANDS).map((cardEntity) => (body: Body) => ({ ...body, cardEntity })),
  fc
    .constantFrom(...PAYMENT_TYPES, 'FREE')
    .map((paymentType) => (body: Body) => ({ ...body, paymentType })),
  fc.constantFrom(3, 4, 6, 10, 24).map((term) => (body: Body) => ({
    ...body,
    paymentType: 'CASH_INSTALLMENT',
    termOfFlexi: term,
    ippCustomer: `IPP${String(term).padStart(2, '0')}`,
  })),
  fc
    .constantFrom('SAVE500', 'TENPERCENT', 'CARE15', 'NOSUCHCODE', 'LAST5')
    .map((promoCode) => (body: Body) => ({
      ...body,
      promoCode,
    })),
);

describe('1,000 tampered carts', () => {
  it('never change the server’s total: a quote has exactly the catalogue’s figures, anything else is refused with a spec error key', async () => {
    const seen = { accepted: 0, refused: new Set<string>() };
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            item: fc.integer({ min: 0, max: 9 }),
            quantity: fc.integer({ min: 1, max: 3 }),
            carePlan: fc.boolean(),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        fc.array(tamperArb, { minLength: 1, maxLength: 3 }),
        async (chosen, tamperings) => {
          const lines: TestLine[] = chosen.map((line) => {
            const item = pool[line.item % pool.length] as CheckoutCatalogueItem;
            return {
              item,
              quantity: line.quantity,
              carePlan: line.carePlan && item.appleCare !== undefined,
            };
          });
          const honest = paymentBody(lines, { guestUuid: guest });
          const sent = tamperings.reduce((body, tamper) => tamper(body), honest);
          const answer = await post(app, '/shopping-cart/checkPaymentCondition?lang=en', sent);
          if (answer.status === 200) {
            const quote = decoded(routes.checkPaymentCondition, answer.body);
            // What the units sent are worth at the catalogue's prices, whatever figures came with them.
            const units = sent.txnDetailVMs as unknown as Unit[];
            const worth = lineTotals(
              units.map((unit) => {
                const item = pool.find((each) => each.code === unit.code) as CheckoutCatalogueItem;
                return { item, quantity: 1, carePlan: unit.hasAppleCare === 'Y' };
              }),
            );
            expect(quote.total.equals(worth)).toBe(true);
            expect(quote.total.minus(quote.discount).isNegative()).toBe(false);
            expect(quote.cash.lessThanOrEqualTo(quote.total)).toBe(true);
            seen.accepted += 1;
          } else {
            seen.refused.add(String(answer.body['errorKey']));
            expect(answer.status).toBe(400);
            expect(isPaymentErrorKey(String(answer.body['errorKey']))).toBe(true);
            expect(answer.body['fieldErrors']).not.toHaveLength(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
    // Some tamperings are honest choices (another card, the same cash): they are quoted, at the same figures.
    expect(seen.accepted).toBeGreaterThan(0);
    expect([...seen.refused].sort()).toEqual(
      expect.arrayContaining(['E600', 'E602', 'E606', 'E607', 'E610']),
    );
  }, 600_000);
});
