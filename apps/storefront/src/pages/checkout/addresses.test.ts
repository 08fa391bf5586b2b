import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PostalCodePlaces } from '@rewards/api-client/contract';
import { $billing, $shipping, $updateProfile, inputsSlice } from '../../entities/checkout/model';
import { $customer } from '../../entities/session/model';
import { EMPTY_ADDRESS } from '../../entities/checkout/address-values';
import { GOOD_ADDRESS, checkoutScope } from '../../testing/checkout';
import {
  $addressesValid,
  $postalChoices,
  $postalLookupDelay,
  $shownAddressErrors,
  addressFieldBlurred,
  addressFieldChanged,
  addressesContinued,
  checkoutOpened,
  fetchCustomerAddressesFx,
  lookupPostalCodeFx,
  postalPlaceChosen,
  putBillingFx,
  putShippingFx,
  sameAsBillingClicked,
  updateProfileToggled,
} from './model';

const SILOM: PostalCodePlaces = {
  postalCode: '10500',
  choices: [{ district: 'สีลม', city: 'บางรัก', region: 'BKK' }],
};
const BANG_RAK: PostalCodePlaces = {
  postalCode: '10500',
  choices: [
    { district: 'สีลม', city: 'บางรัก', region: 'BKK' },
    { district: 'สุริยวงศ์', city: 'บางรัก', region: 'BKK' },
  ],
};

describe('billing and shipping (step 2)', () => {
  it('a field shows its error once left, and Continue shows them all', async () => {
    const { scope } = checkoutScope();
    await allSettled(checkoutOpened, { scope, params: '2' });
    await allSettled(addressFieldChanged, {
      scope,
      params: { form: 'billing', field: 'postalCode', value: '7410' },
    });
    expect(scope.getState($shownAddressErrors).billing).toEqual({});
    await allSettled(addressFieldBlurred, {
      scope,
      params: { form: 'billing', field: 'postalCode' },
    });
    expect(scope.getState($shownAddressErrors).billing.postalCode?.[0]?.code).toBe(
      'postalCode.invalidFormat',
    );
    expect(scope.getState($shownAddressErrors).billing.fullName).toBeUndefined();
    await allSettled(addressesContinued, { scope });
    expect(scope.getState($shownAddressErrors).billing.fullName?.[0]?.code).toBe('field.required');
    expect(scope.getState($shownAddressErrors).shipping.city?.[0]?.code).toBe('field.required');
  });

  it('Same as billing copies the billing form into the shipping form; both then pass', async () => {
    const { scope } = checkoutScope({ inputs: { billing: GOOD_ADDRESS } });
    await allSettled(checkoutOpened, { scope, params: '2' });
    expect(scope.getState($addressesValid)).toBe(false);
    await allSettled(sameAsBillingClicked, { scope });
    expect(scope.getState($shipping)).toEqual(GOOD_ADDRESS);
    expect(scope.getState($addressesValid)).toBe(true);
    // The copy is the shipping form's own: changing it leaves the billing form alone.
    await allSettled(addressFieldChanged, {
      scope,
      params: { form: 'shipping', field: 'fullName', value: 'Somsri Jaidee' },
    });
    expect(scope.getState($billing).fullName).toBe('Somchai Jaidee');
  });

  it('a valid postal code fills district, city and region; the same code is never asked twice', async () => {
    const asked: string[] = [];
    const { scope } = checkoutScope({
      handlers: [
        [
          lookupPostalCodeFx as never,
          ({ code }: { code: string }) => {
            asked.push(code);
            return SILOM;
          },
        ],
      ],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    for (const value of ['1', '105', '1050', '10500']) {
      await allSettled(addressFieldChanged, {
        scope,
        params: { form: 'billing', field: 'postalCode', value },
      });
    }
    expect(asked).toEqual(['10500']);
    expect(scope.getState($billing)).toMatchObject({
      postalCode: '10500',
      district: 'สีลม',
      city: 'บางรัก',
      region: 'BKK',
    });
    await allSettled(addressFieldChanged, {
      scope,
      params: { form: 'shipping', field: 'postalCode', value: '10500' },
    });
    expect(asked).toEqual(['10500']);
    expect(scope.getState($shipping).district).toBe('สีลม');
  });

  it('the lookup waits until the shopper stops typing: a code changed at once is not asked for', async () => {
    const asked: string[] = [];
    const { scope } = checkoutScope({
      values: [[$postalLookupDelay as never, 30]],
      handlers: [
        [
          lookupPostalCodeFx as never,
          ({ code }: { code: string }) => {
            asked.push(code);
            return { postalCode: code, choices: [] };
          },
        ],
      ],
    });
    const typed = (value: string) =>
      allSettled(addressFieldChanged, {
        scope,
        params: { form: 'billing', field: 'postalCode', value },
      });
    await Promise.all([typed('10500'), typed('10110')]);
    expect(asked).toEqual(['10110']);
  });

  it('a code of several places fills what they share and offers the sub-districts to pick', async () => {
    const { scope } = checkoutScope({
      handlers: [[lookupPostalCodeFx as never, () => BANG_RAK]],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    await allSettled(addressFieldChanged, {
      scope,
      params: { form: 'shipping', field: 'postalCode', value: '10500' },
    });
    expect(scope.getState($shipping)).toMatchObject({ district: '', city: 'บางรัก', region: 'BKK' });
    expect(scope.getState($postalChoices).shipping).toHaveLength(2);
    await allSettled(postalPlaceChosen, {
      scope,
      params: { form: 'shipping', place: { district: 'สุริยวงศ์', city: 'บางรัก', region: 'BKK' } },
    });
    expect(scope.getState($shipping).district).toBe('สุริยวงศ์');
  });

  it('an answer for a code the shopper has changed since fills nothing', async () => {
    const { scope } = checkoutScope({
      values: [[$billing as never, { ...EMPTY_ADDRESS, postalCode: '10110' }]],
      handlers: [[lookupPostalCodeFx as never, () => SILOM]],
    });
    await allSettled(lookupPostalCodeFx, { scope, params: { form: 'billing', code: '10500' } });
    expect(scope.getState($billing).city).toBe('');
  });

  it("a signed-in customer's blank forms start from the profile's addresses, never over what was typed", async () => {
    const profile = {
      fullName: 'Somchai Jaidee',
      mobilePhone1: '0812345678',
      countryCode: '+66',
      email: 'somchai@example.com',
      address1: '1 Silom',
      street: 'Silom Road',
      district: 'สีลม',
      city: 'บางรัก',
      postalCode: '10500',
      region: 'BKK',
      businessAddress: true,
    };
    const { scope } = checkoutScope({
      token: 'token',
      guest: null,
      inputs: { shipping: { ...EMPTY_ADDRESS, fullName: 'Typed Name' } },
      handlers: [[fetchCustomerAddressesFx as never, () => ({ billing: profile, shipping: null })]],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    expect(scope.getState($billing)).toMatchObject({ address1: '1 Silom', businessAddress: 'Y' });
    expect(scope.getState($shipping).fullName).toBe('Typed Name');
    expect(scope.getState($shipping).address1).toBe('');
  });

  it('without kept addresses the name, phone and e-mail come from the profile', async () => {
    const { scope } = checkoutScope({
      token: 'token',
      guest: null,
      values: [
        [
          $customer as never,
          {
            id: 7,
            email: 'mali@example.com',
            firstName: 'Mali',
            lastName: 'Suk',
            mobileNumber: '0899999999',
          },
        ],
      ],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    expect(scope.getState($billing)).toMatchObject({
      fullName: 'Mali Suk',
      mobilePhone1: '0899999999',
      email: 'mali@example.com',
    });
  });

  it('Continue with both forms valid goes to step 3 and, when asked, updates the profile', async () => {
    const puts: string[] = [];
    const { scope, recorded } = checkoutScope({
      token: 'token',
      guest: null,
      inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
      handlers: [
        [putBillingFx as never, () => void puts.push('billing')],
        [putShippingFx as never, () => void puts.push('shipping')],
      ],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    await allSettled(updateProfileToggled, { scope, params: true });
    expect(scope.getState($updateProfile)).toBe(true);
    await allSettled(addressesContinued, { scope });
    expect(recorded.navigations).toEqual(['/cart/3?lang=en']);
    expect(puts.sort()).toEqual(['billing', 'shipping']);
    // The inputs are kept for a reload.
    const kept = recorded.writes.filter((write) => write.slice === inputsSlice).at(-1);
    expect(kept?.data).toMatchObject({ updateProfile: true, billing: GOOD_ADDRESS });
  });

  it('Continue with an invalid form stays, and a guest never updates a profile', async () => {
    const puts: string[] = [];
    const { scope, recorded } = checkoutScope({
      inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS, updateProfile: true },
      handlers: [[putBillingFx as never, () => void puts.push('billing')]],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    await allSettled(addressesContinued, { scope });
    expect(recorded.navigations).toEqual(['/cart/3?lang=en']);
    expect(puts).toEqual([]);
    await allSettled(addressFieldChanged, {
      scope,
      params: { form: 'billing', field: 'mobilePhone1', value: '12' },
    });
    await allSettled(addressesContinued, { scope });
    expect(recorded.navigations).toEqual(['/cart/3?lang=en']);
  });
});
