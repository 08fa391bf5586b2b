import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_CODES } from '../shared/domain-error-codes';
import { checkoutOrderArb } from '../testing/checkout.arbitraries';
import { checkoutErrorCodes } from './error-codes';
import { quoteOrder } from './quote-order';

const catalogued = new Set<string>(DOMAIN_ERROR_CODES);

describe('checkoutErrorCodes', () => {
  it('are unique and named checkout.camelCaseReason', () => {
    expect(new Set(checkoutErrorCodes).size).toBe(checkoutErrorCodes.length);
    for (const code of checkoutErrorCodes) expect(code).toMatch(/^checkout\.[a-z][A-Za-z]+$/);
  });

  describe('properties', () => {
    it('every code a checkout reports is catalogued, so both languages have a text for it', () => {
      fc.assert(
        fc.property(
          checkoutOrderArb(),
          fc.record({ total: fc.boolean(), brand: fc.boolean(), type: fc.boolean() }),
          (order, spoil) => {
            const result = quoteOrder({
              ...order,
              shown: {
                ...order.shown,
                ...(spoil.total
                  ? { total: order.shown.total.plus(1) as typeof order.shown.total }
                  : {}),
                ...(spoil.brand ? { cardEntity: 'GCS' as const } : {}),
                ...(spoil.type ? { paymentType: 'POINT' } : {}),
              },
              billing: { ...order.billing, postalCode: spoil.total ? '7' : '10110' },
            });
            for (const error of result.ok ? [] : result.errors) {
              expect(catalogued).toContain(error.code);
            }
          },
        ),
        { numRuns: 100 },
      );
    });
  });
});
