import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startPoArb } from '../testing/orders.arbitraries';
import { validateChatOrderNumber } from './validate-chat-order-number';

describe('validateChatOrderNumber: "order number length 10 plus START_PO length, alphanumeric"', () => {
  it('with START_PO ONE: 13 letters or digits', () => {
    expect(validateChatOrderNumber('ONE1234567890', 'ONE')).toEqual({
      ok: true,
      value: 'ONE1234567890',
    });
    expect(validateChatOrderNumber(' one12345678ab ', 'ONE')).toEqual({
      ok: true,
      value: 'ONE12345678AB',
    });
  });

  it('refuses 12 or 14 characters, or a symbol', () => {
    for (const text of ['ONE123456789', 'ONE12345678901', 'ONE-234567890']) {
      expect(validateChatOrderNumber(text, 'ONE')).toEqual({
        ok: false,
        errors: [{ code: 'orders.chatOrderNumberInvalid', length: 13 }],
      });
    }
  });

  it('requires a value', () => {
    expect(validateChatOrderNumber(undefined, 'ONE')).toEqual({
      ok: false,
      errors: [{ code: 'field.required' }],
    });
  });

  describe('properties', () => {
    it('accepts exactly the alphanumeric texts of length 10 + START_PO length', () => {
      fc.assert(
        fc.property(startPoArb(), fc.stringMatching(/^[A-Z0-9]{1,16}$/), (startPo, text) => {
          expect(validateChatOrderNumber(text, startPo).ok).toBe(
            text.length === 10 + startPo.length,
          );
        }),
      );
    });
  });
});
