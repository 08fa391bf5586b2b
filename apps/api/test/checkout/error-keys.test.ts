import { describe, expect, it } from 'vitest';
import {
  ORDER_SESSION_ERROR_KEY,
  PAYMENT_ERROR_KEYS,
  type PaymentErrorKey,
} from '@rewards/api-client/contract';
import { DOMAIN_ERROR_CODES, domainError } from '@rewards/domain';
import { en, th } from '@rewards/messages';
import { checkoutError, errorKeyOf } from '../../src/checkout/error-keys';
import { errorBody } from '../../src/http/error-handler';

describe('checkout’s error keys', () => {
  it('every key has a title in English and Thai, and so has E506', () => {
    for (const key of [...Object.keys(PAYMENT_ERROR_KEYS), ORDER_SESSION_ERROR_KEY]) {
      expect(en).toHaveProperty([`error.${key}`]);
      expect(th).toHaveProperty([`error.${key}`]);
    }
  });

  it('every domain code maps to one of the keys', () => {
    for (const code of DOMAIN_ERROR_CODES) {
      expect(Object.keys(PAYMENT_ERROR_KEYS)).toContain(errorKeyOf(domainError(code)));
    }
  });

  it('maps each area as checkout-errors.ts defines the keys', () => {
    const cases: [string, Record<string, string>, PaymentErrorKey][] = [
      ['cart.noItemChosen', {}, 'E600'],
      ['checkout.soldOut', { itemCode: 'X' }, 'E601'],
      ['engraving.tooLong', { uuid: 'l-1' }, 'E601'],
      ['cart.priceChanged', { uuid: 'l-1' }, 'E602'],
      ['checkout.openOrdersOverLimit', { itemCode: 'X' }, 'E603'],
      ['cart.amountLimitExceeded', {}, 'E604'],
      ['field.required', { field: 'billing.fullName' }, 'E605'],
      ['payment.splitMismatch', {}, 'E606'],
      ['promotion.expired', {}, 'E607'],
      ['promotion.emailDomainNotAllowed', {}, 'E608'],
      ['email.invalidFormat', {}, 'E608'],
      ['promotion.usedUp', {}, 'E609'],
      ['instalments.termNotOffered', {}, 'E610'],
      ['points.insufficientBalance', {}, 'E611'],
      ['payment.cardBrandRequired', {}, 'E612'],
      ['promotion.membersOnly', {}, 'E614'],
    ];
    for (const [code, params, key] of cases)
      expect(errorKeyOf(domainError(code, params))).toBe(key);
  });

  it('answers the most pressing key, its title filled with that rule’s values, and every rule as a field error', () => {
    const error = checkoutError(
      [
        domainError('payment.cashMismatch', { expected: '100.00' }),
        domainError('cart.amountLimitExceeded', { limit: '500000.00' }),
        domainError('points.insufficientBalance', { balance: 10 }),
      ],
      'th',
      'คะแนน KSC FOREVER',
    );
    const body = errorBody(error);
    expect(body.errorKey).toBe('E604');
    expect(body.status).toBe(400);
    expect(body.title).toContain('THB 500000.00');
    expect(body.thaiTitle).toContain('500000.00 บาท');
    expect(body.fieldErrors?.map((field) => [field.field, field.code])).toEqual([
      ['cash', 'payment.cashMismatch'],
      ['total', 'cart.amountLimitExceeded'],
      ['point', 'points.insufficientBalance'],
    ]);
    expect(body.fieldErrors?.[2]?.message).toContain('คะแนน KSC FOREVER');
    expect(error.options.appError).toBe(true);
  });
});
