import { describe, expect, it } from 'vitest';
import { VALID_ADDRESS } from '../testing/checkout.arbitraries';
import { checkOrderAddresses } from './check-order-addresses';

describe('checkOrderAddresses: both forms, each error named by its form and field', () => {
  it('accepts two valid addresses', () => {
    expect(checkOrderAddresses(VALID_ADDRESS, VALID_ADDRESS)).toEqual([]);
  });

  it('names the form and field of each error', () => {
    const errors = checkOrderAddresses(
      { ...VALID_ADDRESS, postalCode: '74000' },
      { ...VALID_ADDRESS, fullName: '', mobilePhone1: '12' },
    );
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      ['billing.postalCode', 'postalCode.invalidPrefix'],
      ['shipping.fullName', 'field.required'],
      ['shipping.mobilePhone1', 'phone.invalid'],
    ]);
  });
});
