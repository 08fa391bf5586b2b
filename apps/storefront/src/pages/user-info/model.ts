import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  accountRoutes,
  afterSaleRoutes,
  checkoutRoutes,
  commonRoutes,
  type AddressBody,
  type CustomerAddresses,
  type PostalCodePlaces,
  type ProfileBody,
  type Region,
} from '@rewards/api-client/contract';
import {
  countryCodeOrDefault,
  isFormChanged,
  type CalendarDate,
  type Language,
} from '@rewards/domain';
import type { ProfileValues } from '@rewards/ui';
import {
  EMPTY_ADDRESS,
  addressValuesOf,
  isAddressValid,
  toAddressBody,
  type AddressKind,
  type AddressValues,
} from '../../entities/checkout/address-values';
import { countryCodesNeeded } from '../../entities/country-code/model';
import { $locale, languageToggled } from '../../entities/locale/model';
import { fetchCustomerFx } from '../../entities/session/model';
import { privatePage } from '../../features/auth/private-page';
import { readClockFx } from '../../shared/clock';
import { client } from '../../shared/api';
import { apiFailed, describeFailure, type Text } from '../../shared/api/errors';
import { loadPageMessages } from '../../shared/router/page-messages';
import type { PageMessages } from '../../shared/router/page';
import { PAGES } from '../../shared/router/page-registry';
import type { Query } from '../../shared/url/query';

/** The address forms' texts are the checkout's (`checkout.address.*`), loaded with them. */
export const ADDRESS_FORM_MESSAGES: PageMessages = {
  name: PAGES.checkout.messages,
  load: {
    en: () => import('virtual:messages/checkout.en'),
    th: () => import('virtual:messages/checkout.th'),
  },
};

/** What the customer answer may carry of the profile: fields it lacks take their defaults. */
export interface ProfileAnswer {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly mobileNumber: string;
  readonly countryCode?: string;
  readonly birthday?: string;
  readonly languageId?: Language;
}

/** The profile form's values of an answer: +66 without a code, no birthday, the page's language. */
export function profileValuesOf(answer: ProfileAnswer, lang: Language): ProfileValues {
  return {
    firstName: answer.firstName,
    lastName: answer.lastName,
    countryCode: countryCodeOrDefault(answer.countryCode),
    mobileNumber: answer.mobileNumber,
    birthday: answer.birthday ?? '',
    languageId: answer.languageId ?? lang,
  };
}

/** The call's body: text trimmed, a blank code as +66. */
export function profileBody(values: ProfileValues): ProfileBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobileNumber: values.mobileNumber.trim(),
    countryCode: countryCodeOrDefault(values.countryCode).trim(),
    birthday: values.birthday.trim(),
    languageId: values.languageId,
  };
}

/** A day in Bangkok (UTC+7 all year), the birthday's "today". */
export function bangkokDay(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() + 7 * 60 * 60 * 1000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export const userInfoOpened = createEvent<Query>();
export const profileSubmitted = createEvent<ProfileValues>();
export const addressChanged = createEvent<{
  kind: AddressKind;
  field: keyof AddressValues;
  value: string;
}>();
export const addressSaved = createEvent<AddressKind>();
export const addressCancelled = createEvent<AddressKind>();
export const postalCodeLooked = createEvent<{ kind: AddressKind; code: string }>();

// What the address asked, and nothing of the shopper: the browser takes it from the server's page.
const $opened = createStore<Query | null>(null).on(userInfoOpened, (_, query) => query);

/** Unauthenticated visitors go home (spec section 2). */
export const userInfoPage = privatePage({
  page: 'userInfo',
  opened: userInfoOpened,
  $opened,
  access: { who: 'customer', otherwise: 'home' },
});

export const fetchProfileFx = createEffect((): Promise<ProfileAnswer> =>
  client.request(accountRoutes.customer, {}),
);
export const putProfileFx = createEffect((body: ProfileBody): Promise<ProfileAnswer> =>
  client.request(afterSaleRoutes.putCustomerProfile, { body }),
);
export const fetchAddressesFx = createEffect((): Promise<CustomerAddresses> =>
  client.request(checkoutRoutes.customerAddresses, {}),
);
export const fetchRegionsFx = createEffect((): Promise<readonly Region[]> =>
  client.request(commonRoutes.regions, {}),
);
export const putAddressFx = createEffect(
  async ({ kind, body }: { kind: AddressKind; body: AddressBody }): Promise<AddressKind> => {
    await client.request(
      kind === 'billing' ? checkoutRoutes.putCustomerBilling : checkoutRoutes.putCustomerShipping,
      { body },
    );
    return kind;
  },
);
export const lookupPostalCodeFx = createEffect(
  ({ code }: { kind: AddressKind; code: string }): Promise<PostalCodePlaces> =>
    client.request(checkoutRoutes.postalCode, { params: { postalCode: code } }),
);
export const loadAddressMessagesFx = createEffect((lang: Language) =>
  loadPageMessages(ADDRESS_FORM_MESSAGES, lang),
);

type Pair<T> = Readonly<Record<AddressKind, T>>;

export const $email = createStore('', { serialize: 'ignore' });
/** The profile as saved; `null` until read. */
export const $profile = createStore<ProfileValues | null>(null, { serialize: 'ignore' });
export const $profileSaved = createStore(false, { serialize: 'ignore' });
export const $profileError = createStore<Text | null>(null, { serialize: 'ignore' });
/** The addresses as saved, and as being edited. */
export const $savedAddresses = createStore<Pair<AddressValues>>(
  { billing: EMPTY_ADDRESS, shipping: EMPTY_ADDRESS },
  { serialize: 'ignore' },
);
export const $addresses = createStore<Pair<AddressValues>>(
  { billing: EMPTY_ADDRESS, shipping: EMPTY_ADDRESS },
  { serialize: 'ignore' },
);
export const $addressSaved = createStore<Pair<boolean>>(
  { billing: false, shipping: false },
  { serialize: 'ignore' },
);
export const $addressError = createStore<Pair<Text | null>>(
  { billing: null, shipping: null },
  { serialize: 'ignore' },
);
export const $places = createStore<Pair<PostalCodePlaces | undefined>>(
  { billing: undefined, shipping: undefined },
  { serialize: 'ignore' },
);
export const $regions = createStore<readonly Region[]>([], { serialize: 'ignore' });
/** The address forms' texts are loaded. */
export const $addressFormsReady = createStore(false, { serialize: 'ignore' });
export const $addressSaving = putAddressFx.pending;

/** Whether a form may be saved: changed from what is saved, and valid. */
export const $addressCanSave = combine($addresses, $savedAddresses, (now, saved) => ({
  billing: isFormChanged(saved.billing, now.billing) && isAddressValid(now.billing),
  shipping: isFormChanged(saved.shipping, now.shipping) && isAddressValid(now.shipping),
}));
export const $addressChanged = combine($addresses, $savedAddresses, (now, saved) => ({
  billing: isFormChanged(saved.billing, now.billing),
  shipping: isFormChanged(saved.shipping, now.shipping),
}));

/** Today in Bangkok, for the birthday's years. */
export const $today = createStore<CalendarDate>(
  { year: 2026, month: 1, day: 1 },
  { serialize: 'ignore' },
);

/** The customer may see the page once the profile is read. */
export const $ready = combine($profile, (profile) => profile !== null);

// An admitted customer's profile, addresses and the forms' lists and texts.
sample({ clock: userInfoOpened, fn: () => null, target: $profile });
sample({
  clock: userInfoPage.admitted,
  fn: () => undefined,
  target: [fetchProfileFx, fetchAddressesFx],
});
sample({ clock: userInfoPage.admitted, fn: () => undefined, target: countryCodesNeeded });
sample({ clock: userInfoPage.admitted, fn: () => undefined, target: readClockFx });
sample({ clock: readClockFx.doneData, fn: bangkokDay, target: $today });
sample({
  clock: userInfoPage.admitted,
  source: $regions,
  filter: (regions) => regions.length === 0,
  fn: () => undefined,
  target: fetchRegionsFx,
});
sample({ clock: userInfoPage.admitted, source: $locale, target: loadAddressMessagesFx });
sample({ clock: loadAddressMessagesFx.done, fn: () => true, target: $addressFormsReady });
sample({ clock: fetchRegionsFx.doneData, target: $regions });

sample({ clock: fetchProfileFx.doneData, fn: (answer) => answer.email, target: $email });
sample({
  clock: [fetchProfileFx.doneData, putProfileFx.doneData],
  source: $locale,
  fn: (lang, answer) => profileValuesOf(answer, lang),
  target: $profile,
});
// Without the profile the page cannot show: the customer is told.
sample({ clock: fetchProfileFx.failData, target: apiFailed });

// Save sends the profile; the answer is the profile as now saved.
sample({ clock: profileSubmitted, fn: profileBody, target: putProfileFx });
sample({ clock: profileSubmitted, fn: () => null, target: $profileError });
sample({ clock: profileSubmitted, fn: () => false, target: $profileSaved });
sample({ clock: putProfileFx.done, fn: () => true, target: $profileSaved });
// The header greets the customer by the name just saved.
sample({ clock: putProfileFx.done, fn: () => undefined, target: fetchCustomerFx });
// A language the customer changed and saved becomes the shop's: the page opens again in it
// (a save of other fields keeps the page's language, whatever the profile says).
const $languageBeforeSave = createStore<Language | null>(null, { serialize: 'ignore' });
sample({
  clock: profileSubmitted,
  source: $profile,
  fn: (profile) => profile?.languageId ?? null,
  target: $languageBeforeSave,
});
sample({
  clock: putProfileFx.done,
  source: { before: $languageBeforeSave, lang: $locale },
  filter: ({ before, lang }, { params }) =>
    params.languageId !== undefined && params.languageId !== before && params.languageId !== lang,
  fn: ({ lang }, { params }) => params.languageId ?? lang,
  target: languageToggled,
});
sample({
  clock: putProfileFx.failData,
  source: $locale,
  fn: (lang: Language, failure) => describeFailure(failure, lang),
  target: $profileError,
});

// The addresses as kept in the profile (a blank form where none is).
sample({
  clock: fetchAddressesFx.doneData,
  fn: (answer): Pair<AddressValues> => ({
    billing: answer.billing === null ? EMPTY_ADDRESS : addressValuesOf(answer.billing),
    shipping: answer.shipping === null ? EMPTY_ADDRESS : addressValuesOf(answer.shipping),
  }),
  target: [$savedAddresses, $addresses],
});
$addresses.on(addressChanged, (all, { kind, field, value }) => ({
  ...all,
  [kind]: { ...all[kind], [field]: value },
}));
// Cancel puts the saved address back.
sample({
  clock: addressCancelled,
  source: { all: $addresses, saved: $savedAddresses },
  fn: ({ all, saved }, kind) => ({ ...all, [kind]: saved[kind] }),
  target: $addresses,
});
// Any change hides the last save's notice.
$addressSaved.on(addressChanged, (all, { kind }) => ({ ...all, [kind]: false }));

// Save sends the form to customer-billing or customer-shipping.
sample({
  clock: addressSaved,
  source: $addresses,
  fn: (all, kind) => ({ kind, body: toAddressBody(all[kind]) }),
  target: putAddressFx,
});
$addressError.on(addressSaved, (all, kind) => ({ ...all, [kind]: null }));
sample({
  clock: putAddressFx.doneData,
  source: { all: $addresses, saved: $savedAddresses },
  fn: ({ all, saved }, kind) => ({ ...saved, [kind]: all[kind] }),
  target: $savedAddresses,
});
$addressSaved.on(putAddressFx.doneData, (all, kind) => ({ ...all, [kind]: true }));
sample({
  clock: putAddressFx.fail,
  source: { errors: $addressError, lang: $locale },
  fn: ({ errors, lang }, { params, error }) => ({
    ...errors,
    [params.kind]: describeFailure(error, lang),
  }),
  target: $addressError,
});

// A valid postal code asks for its places, which fill the form that asked.
sample({ clock: postalCodeLooked, target: lookupPostalCodeFx });
sample({
  clock: lookupPostalCodeFx.done,
  source: $places,
  fn: (places, { params, result }) => ({ ...places, [params.kind]: result }),
  target: $places,
});
