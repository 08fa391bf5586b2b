import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPoArb } from '../testing/orders.arbitraries';
import { ordersErrorCodes } from './error-codes';
import { validateAssignOrderNumber } from './validate-assign-order-number';
import { validateChatOrderNumber } from './validate-chat-order-number';
import { validateOrderNumber } from './validate-order-number';
import { validatePoDigits } from './validate-po-digits';
import { validatePoNumber } from './validate-po-number';
import { validateSubOrderNumber } from './validate-sub-order-number';

const catalogued = new Set<string>([...ordersErrorCodes, 'field.required']);

describe('ordersErrorCodes', () => {
  it('are unique and named orders.camelCaseReason', () => {
    expect(new Set(ordersErrorCodes).size).toBe(ordersErrorCodes.length);
    for (const code of ordersErrorCodes) expect(code).toMatch(/^orders\.[a-z][A-Za-z]+$/);
  });

  describe('properties', () => {
    it('every code the validators report is catalogued', () => {
      const textArb = fc.oneof(
        fc.string({ maxLength: 25 }),
        fc.stringMatching(/^[A-Za-z]{0,10}[0-9]{0,12}$/),
      );
      fc.assert(
        fc.property(textArb, startPoArb(), (text, startPo) => {
          const results = [
            validateOrderNumber(text, startPo),
            validateSubOrderNumber(text, startPo),
            validateChatOrderNumber(text, startPo),
            validateAssignOrderNumber(text, startPo),
            validatePoDigits(text),
            validatePoNumber(text),
          ];
          for (const result of results) {
            for (const error of result.ok ? [] : result.errors)
              expect(catalogued).toContain(error.code);
          }
        }),
      );
    });
  });
});
