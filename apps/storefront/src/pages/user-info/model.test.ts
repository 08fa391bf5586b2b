import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AddressBody, ProfileBody } from '@rewards/api-client/contract';
import { $cartRestored } from '../../entities/cart/model';
import { toAddressBody, type AddressKind } from '../../entities/checkout/address-values';
import { fetchCountryCodesFx } from '../../entities/country-code/model';
import { $locale } from '../../entities/locale/model';
import {
  $customer,
  $idToken,
  $sessionRestored,
  fetchCustomerFx,
} from '../../entities/session/model';
import { $authModal } from '../../features/auth/model';
import { readClockFx } from '../../shared/clock';
import { writeSliceFx } from '../../shared/persistence/storage';
import { $location, navigateFx, reloadFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { GOOD_ADDRESS } from '../../testing/checkout';
import {
  $addressCanSave,
  $addressSaved,
  $addresses,
  $profile,
  $profileSaved,
  $ready,
  $today,
  addressCancelled,
  addressChanged,
  addressSaved,
  fetchAddressesFx,
  fetchProfileFx,
  fetchRegionsFx,
  loadAddressMessagesFx,
  putAddressFx,
  putProfileFx,
  profileSubmitted,
  userInfoOpened,
  type ProfileAnswer,
} from './model';

const CUSTOMER: ProfileAnswer = {
  email: 'somchai@example.com',
  firstName: 'Somchai',
  lastName: 'Jaidee',
  mobileNumber: '0812345678',
};

function setUp(token: string | null = 'token') {
  const navigations: NavigateTo[] = [];
  const reloads: string[] = [];
  const profiles: ProfileBody[] = [];
  const addresses: { kind: AddressKind; body: AddressBody }[] = [];
  const scope = fork({
    values: [
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, token],
      [$locale, 'th'],
      [$location, { pathname: '/userInfo', search: '?lang=th' }],
    ],
    handlers: [
      [navigateFx, recordNavigation(navigations)],
      [reloadFx, (url: string) => void reloads.push(url)],
      [writeSliceFx, () => undefined],
      [fetchProfileFx, () => Promise.resolve(CUSTOMER)],
      [
        putProfileFx,
        (body: ProfileBody) => (profiles.push(body), Promise.resolve({ ...CUSTOMER, ...body })),
      ],
      [
        fetchAddressesFx,
        () => Promise.resolve({ billing: toAddressBody(GOOD_ADDRESS), shipping: null }),
      ],
      [fetchRegionsFx, () => Promise.resolve([])],
      [fetchCountryCodesFx, () => Promise.resolve([])],
      [loadAddressMessagesFx, () => Promise.resolve()],
      [readClockFx, () => new Date('2026-11-26T18:30:00Z')],
      [
        fetchCustomerFx,
        () =>
          Promise.resolve({ id: 7, ...CUSTOMER, lastName: profiles.at(-1)?.lastName ?? 'Jaidee' }),
      ],
      [
        putAddressFx,
        (ask: { kind: AddressKind; body: AddressBody }) => (
          addresses.push(ask),
          Promise.resolve(ask.kind)
        ),
      ],
    ],
  });
  return { scope, navigations, profiles, addresses, reloads };
}

describe('/userInfo', () => {
  it('a visitor without a token goes home, with no sign-in (spec section 2)', async () => {
    const { scope, navigations } = setUp(null);
    await allSettled(userInfoOpened, { scope, params: {} });
    expect(navigations).toEqual([{ pathname: '/', search: '?lang=th', replace: true }]);
    expect(scope.getState($authModal)).toBeNull();
    expect(scope.getState($ready)).toBe(false);
  });

  it('the profile with its defaults (+66, no birthday, the page language) and today in Bangkok', async () => {
    const { scope } = setUp();
    await allSettled(userInfoOpened, { scope, params: {} });
    expect(scope.getState($profile)).toEqual({
      firstName: 'Somchai',
      lastName: 'Jaidee',
      countryCode: '+66',
      mobileNumber: '0812345678',
      birthday: '',
      languageId: 'th',
    });
    // 01:30 on 27 November in Bangkok.
    expect(scope.getState($today)).toEqual({ year: 2026, month: 11, day: 27 });
  });

  it('Save sends the profile trimmed and says it was changed', async () => {
    const { scope, profiles } = setUp();
    await allSettled(userInfoOpened, { scope, params: {} });
    const profile = scope.getState($profile);
    if (profile === null) throw new Error('no profile');
    await allSettled(profileSubmitted, {
      scope,
      params: { ...profile, lastName: ' Rakdee ', birthday: '14-02-1990' },
    });
    expect(profiles).toEqual([
      {
        firstName: 'Somchai',
        lastName: 'Rakdee',
        mobileNumber: '0812345678',
        countryCode: '+66',
        birthday: '14-02-1990',
        languageId: 'th',
      },
    ]);
    expect(scope.getState($profileSaved)).toBe(true);
    expect(scope.getState($profile)?.lastName).toBe('Rakdee');
    // The header's customer is read again, with the new name.
    expect(scope.getState($customer)?.lastName).toBe('Rakdee');
  });

  it('a language changed and saved becomes the shop’s: the page opens again in it', async () => {
    const { scope, reloads } = setUp();
    await allSettled(userInfoOpened, { scope, params: {} });
    const profile = scope.getState($profile);
    if (profile === null) throw new Error('no profile');
    await allSettled(profileSubmitted, { scope, params: { ...profile, firstName: 'Malai' } });
    expect(reloads).toEqual([]);
    await allSettled(profileSubmitted, { scope, params: { ...profile, languageId: 'en' } });
    expect(reloads).toEqual(['/userInfo?lang=en']);
  });

  it('an address saves only once changed and valid; Cancel puts the saved one back', async () => {
    const { scope, addresses } = setUp();
    await allSettled(userInfoOpened, { scope, params: {} });
    expect(scope.getState($addressCanSave)).toEqual({ billing: false, shipping: false });
    await allSettled(addressChanged, {
      scope,
      params: { kind: 'billing', field: 'address2', value: 'Floor 12' },
    });
    expect(scope.getState($addressCanSave).billing).toBe(true);
    await allSettled(addressCancelled, { scope, params: 'billing' });
    expect(scope.getState($addresses).billing.address2).toBe(GOOD_ADDRESS.address2);
    await allSettled(addressChanged, {
      scope,
      params: { kind: 'billing', field: 'address2', value: 'Floor 12' },
    });
    await allSettled(addressSaved, { scope, params: 'billing' });
    expect(addresses.map((ask) => [ask.kind, ask.body.address2])).toEqual([
      ['billing', 'Floor 12'],
    ]);
    expect(scope.getState($addressSaved).billing).toBe(true);
    expect(scope.getState($addressCanSave).billing).toBe(false);
  });
});
