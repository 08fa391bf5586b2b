import { describe, expect, it } from 'vitest';
import { readSlice, writeSlice, type KeyValueStorage } from '../../shared/persistence/storage';
import { GOOD_ADDRESS, outcome, promoResult } from '../../testing/checkout';
import { EMPTY_ADDRESS, toAddressBody, addressValuesOf, isAddressBlank } from './address-values';
import { EMPTY_PAYMENT, inputsSlice, paymentSlice, paymentWire } from './model';

function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the kept checkout (spec section 9: payment and inputs persist)', () => {
  it('the address forms come back as typed', () => {
    const storage = memoryStorage();
    const inputs = {
      billing: GOOD_ADDRESS,
      shipping: { ...GOOD_ADDRESS, fullName: 'ส้ม' },
      updateProfile: true,
    };
    writeSlice(storage, inputsSlice, inputs);
    expect(readSlice(storage, inputsSlice)).toEqual(inputs);
  });

  it('a form that does not read as one starts blank; other fields read as blank text', () => {
    const storage = memoryStorage();
    storage.setItem(
      'rewards-store:inputs',
      JSON.stringify({
        version: 1,
        data: {
          billing: 'nonsense',
          shipping: { fullName: 7, city: 'บางรัก', businessAddress: 'maybe' },
        },
      }),
    );
    expect(readSlice(storage, inputsSlice)).toEqual({
      billing: EMPTY_ADDRESS,
      shipping: { ...EMPTY_ADDRESS, city: 'บางรัก' },
      updateProfile: false,
    });
  });

  it('the payment state is written as the wire has it and read back through the contract', () => {
    const storage = memoryStorage();
    const payment = {
      ...EMPTY_PAYMENT,
      cardBrand: 'AYCAP' as const,
      choice: { redeemPoints: false, points: undefined, termOfFlexi: 10 },
      promoInputs: { enabled: true, code: 'SAVE500', email: '', termsAcknowledged: false },
      promo: promoResult({ termIds: ['T3'] }),
      orderKey: { fingerprint: '{"a":1}', key: '0123456789abcdef0123456789abcdef' },
      outcome: outcome({ status: 'cancel', poNumber: 'OEKSCTHA00000042', title: 'cancelled' }),
    };
    writeSlice(storage, paymentSlice as never, paymentWire(payment));
    expect(storage.items.get('rewards-store:payment')).toContain('"promotionDiscount":"500.00"');
    expect(readSlice(storage, paymentSlice)).toEqual(payment);
  });

  it('edited payment state is dropped part by part, never trusted', () => {
    const storage = memoryStorage();
    storage.setItem(
      'rewards-store:payment',
      JSON.stringify({
        version: 1,
        data: {
          cardBrand: 'VISA',
          choice: { redeemPoints: true, points: -5, termOfFlexi: 10 },
          promo: { status: 'APPLIED', promotionDiscount: 'a lot' },
          orderKey: { fingerprint: 'x', key: 'short' },
          outcome: { status: 'paid' },
        },
      }),
    );
    expect(readSlice(storage, paymentSlice)).toEqual({
      ...EMPTY_PAYMENT,
      // Ticked points keep the box ticked, never an instalment beside it; the bad count is dropped.
      choice: { redeemPoints: true, points: undefined, termOfFlexi: undefined },
    });
  });

  it('a form goes on the wire trimmed, +66 for a blank country code, without blank optional fields', () => {
    const body = toAddressBody({
      ...GOOD_ADDRESS,
      fullName: ' Somchai ',
      countryCode: ' ',
      address2: '  ',
    });
    expect(body).toMatchObject({ fullName: 'Somchai', countryCode: '+66', businessAddress: false });
    expect(body).not.toHaveProperty('address2');
    expect(body).not.toHaveProperty('companyName');
    expect(addressValuesOf(body)).toEqual({ ...GOOD_ADDRESS, fullName: 'Somchai' });
    expect(isAddressBlank(EMPTY_ADDRESS)).toBe(true);
    expect(isAddressBlank({ ...EMPTY_ADDRESS, street: 'x' })).toBe(false);
  });
});
