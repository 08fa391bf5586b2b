import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumberArb, startPoArb, subOrderNumberArb } from '../testing/orders.arbitraries';
import { validateChatOrderNumber } from './validate-chat-order-number';

describe('validateChatOrderNumber: an order or a sub-order number the shop issued', () => {
  it('accepts an order number (prefix + 8 digits) and a sub-order number (prefix + 10 digits)', () => {
    expect(validateChatOrderNumber('OEKSCTHA00000042', 'OE')).toEqual({
      ok: true,
      value: 'OEKSCTHA00000042',
    });
    expect(validateChatOrderNumber(' oeksctha0000004201 ', 'OE')).toEqual({
      ok: true,
      value: 'OEKSCTHA0000004201',
    });
  });

  it('refuses 9 digits, 11 digits, letters among the digits, another prefix or a symbol', () => {
    for (const text of [
      'OEKSCTHA000000042',
      'OEKSCTHA00000004201',
      'OEKSCTHA00000A42',
      'XXKSCTHA00000042',
      'OEKSCTHA-0000042',
    ]) {
      expect(validateChatOrderNumber(text, 'OE')).toEqual({
        ok: false,
        errors: [{ code: 'orders.chatOrderNumberInvalid', prefix: 'OEKSCTHA' }],
      });
    }
  });

  it('requires a value', () => {
    expect(validateChatOrderNumber(undefined, 'OE')).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
  });

  describe('properties', () => {
    it('accepts every order and sub-order number issued under START_PO', () => {
      fc.assert(
        fc.property(subOrderNumberArb(), ({ startPo, orderNumber, subOrderNumber }) => {
          expect(validateChatOrderNumber(orderNumber, startPo).ok).toBe(true);
          expect(validateChatOrderNumber(subOrderNumber, startPo).ok).toBe(true);
        }),
      );
    });

    it('accepts nothing but the prefix followed by 8 or 10 digits', () => {
      fc.assert(
        fc.property(startPoArb(), fc.stringMatching(/^[A-Z0-9]{0,20}$/), (startPo, text) => {
          const prefix = `${startPo}KSCTHA`;
          const digits = text.slice(prefix.length);
          const issued =
            text.startsWith(prefix) && /^\d+$/.test(digits) && [8, 10].includes(digits.length);
          expect(validateChatOrderNumber(text, startPo).ok).toBe(issued);
        }),
      );
    });

    it('an issued number of another START_PO is refused', () => {
      fc.assert(
        fc.property(orderNumberArb(), startPoArb(), ({ startPo, orderNumber }, other) => {
          fc.pre(other !== startPo);
          expect(validateChatOrderNumber(orderNumber, other).ok).toBe(false);
        }),
      );
    });
  });
});
