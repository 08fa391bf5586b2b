import { describe, expect, it } from 'vitest';
import { paymentErrorCodes } from './error-codes';

describe('paymentErrorCodes', () => {
  it('are unique codes of the form "payment.camelCaseReason"', () => {
    expect(new Set(paymentErrorCodes).size).toBe(paymentErrorCodes.length);
    for (const code of paymentErrorCodes) expect(code).toMatch(/^payment\.[a-z][a-zA-Z]+$/);
  });
});
