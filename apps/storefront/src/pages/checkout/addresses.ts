import { createEvent, merge, sample, type StoreWritable } from 'effector';
import { debounce } from 'patronum/debounce';
import type { Customer } from '@rewards/api-client/contract';
import { validatePostalCode } from '@rewards/domain';
import {
  EMPTY_ADDRESS,
  addressValuesOf,
  isAddressBlank,
  toAddressBody,
  type AddressKind,
  type AddressValues,
} from '../../entities/checkout/address-values';
import { $billing, $shipping, $updateProfile } from '../../entities/checkout/model';
import { $locale } from '../../entities/locale/model';
import { $customer, $isSignedIn, signedIn } from '../../entities/session/model';
import { apiFailed } from '../../shared/api/errors';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl } from '../../shared/url/query';
import { $addressesValid } from './derived';
import { fillFromPlace, fillFromPlaces, type PostalPlace } from './postal-places';
import { checkoutStarted } from './start';
import { stepPath } from './steps';
import {
  $addressesError,
  $addressesSubmitted,
  $postalCache,
  $postalChoices,
  $postalLookupDelay,
  $serverAddressErrors,
  $touched,
  addressFieldBlurred,
  addressFieldChanged,
  addressesContinued,
  fetchCustomerAddressesFx,
  lookupPostalCodeFx,
  postalPlaceChosen,
  putBillingFx,
  putShippingFx,
  sameAsBillingClicked,
  updateProfileToggled,
} from './units';

const FORMS: Readonly<Record<AddressKind, StoreWritable<AddressValues>>> = {
  billing: $billing,
  shipping: $shipping,
};

/** A form prefilled from the customer's profile: the name, the mobile number and the e-mail. */
function profileAddress(customer: Customer | null): AddressValues {
  if (customer === null) return EMPTY_ADDRESS;
  return {
    ...EMPTY_ADDRESS,
    fullName: `${customer.firstName} ${customer.lastName}`.trim(),
    mobilePhone1: customer.mobileNumber,
    email: customer.email,
  };
}

/** Places of a postal code became known for a form. */
const placesKnown = createEvent<{
  form: AddressKind;
  code: string;
  places: readonly PostalPlace[];
}>();

for (const form of ['billing', 'shipping'] as const) {
  const $form = FORMS[form];
  const changed = sample({ clock: addressFieldChanged, filter: (change) => change.form === form });

  // What is typed is kept as typed; the rules judge it on every change.
  sample({
    clock: changed,
    source: $form,
    fn: (values, { field, value }) => ({ ...values, [field]: value }),
    target: $form,
  });

  // A postal code of five valid digits is looked up once the shopper stops typing.
  const codeTyped = sample({
    clock: changed,
    filter: ({ field, value }) => field === 'postalCode' && validatePostalCode(value).length === 0,
    fn: ({ value }) => ({ form, code: value.trim() }),
  });
  const codeSettled = debounce({ source: codeTyped, timeout: $postalLookupDelay });

  // A code looked up before is answered from what was found then...
  sample({
    clock: codeSettled,
    source: $postalCache,
    filter: (cache, { code }) => cache[code] !== undefined,
    fn: (cache, { code }) => ({ form, code, places: cache[code] ?? [] }),
    target: placesKnown,
  });
  // ...any other is asked for.
  sample({
    clock: codeSettled,
    source: $postalCache,
    filter: (cache, { code }) => cache[code] === undefined,
    fn: (_, ask) => ask,
    target: lookupPostalCodeFx,
  });

  // The places fill the form, if its code is still the one looked up.
  const filling = sample({
    clock: placesKnown,
    source: $form,
    filter: (values, known) => known.form === form && values.postalCode.trim() === known.code,
    fn: (values, { places }) => ({ values, places }),
  });
  sample({
    clock: filling,
    fn: ({ values, places }) => fillFromPlaces(values, places),
    target: $form,
  });
  sample({
    clock: filling,
    source: $postalChoices,
    fn: (choices, { places }) => ({ ...choices, [form]: places.length > 1 ? places : [] }),
    target: $postalChoices,
  });

  // One of several places picked: all three fields from it.
  sample({
    clock: postalPlaceChosen,
    source: $form,
    filter: (_, chosen) => chosen.form === form,
    fn: (values, { place }) => fillFromPlace(values, place),
    target: $form,
  });
}

// Every answer is kept: the same code is never asked twice in a visit.
sample({
  clock: lookupPostalCodeFx.done,
  source: $postalCache,
  fn: (cache, { params, result }) => ({ ...cache, [params.code]: result.choices }),
  target: $postalCache,
});
sample({
  clock: lookupPostalCodeFx.done,
  fn: ({ params, result }) => ({ form: params.form, code: params.code, places: result.choices }),
  target: placesKnown,
});

// A field's errors show once the shopper has left it.
sample({
  clock: addressFieldBlurred,
  source: $touched,
  filter: (touched, { form, field }) => !touched[form].includes(field),
  fn: (touched, { form, field }) => ({ ...touched, [form]: [...touched[form], field] }),
  target: $touched,
});

// The server's reason for a field holds until the field is changed.
sample({
  clock: addressFieldChanged,
  source: $serverAddressErrors,
  filter: (errors, { form, field }) => errors[form][field] !== undefined,
  fn: (errors, { form, field }) => {
    const { [field]: _dropped, ...rest } = errors[form];
    return { ...errors, [form]: rest };
  },
  target: $serverAddressErrors,
});

// "Same as billing": the shipping form takes the billing form as it is, its state too.
sample({ clock: sameAsBillingClicked, source: $billing, target: $shipping });
sample({
  clock: sameAsBillingClicked,
  source: $touched,
  fn: (touched) => ({ ...touched, shipping: touched.billing }),
  target: $touched,
});
sample({
  clock: sameAsBillingClicked,
  source: $serverAddressErrors,
  fn: (errors) => ({ ...errors, shipping: {} }),
  target: $serverAddressErrors,
});
sample({
  clock: sameAsBillingClicked,
  source: $postalChoices,
  fn: (choices) => ({ ...choices, shipping: choices.billing }),
  target: $postalChoices,
});

sample({ clock: updateProfileToggled, target: $updateProfile });

// A signed-in customer's blank forms start from the addresses in the profile.
sample({
  clock: [checkoutStarted, signedIn],
  source: { signedIn: $isSignedIn, billing: $billing, shipping: $shipping },
  filter: ({ signedIn: isIn, billing, shipping }) =>
    isIn && (isAddressBlank(billing) || isAddressBlank(shipping)),
  fn: () => undefined,
  target: fetchCustomerAddressesFx,
});
const profileRead = sample({
  clock: fetchCustomerAddressesFx.doneData,
  source: $customer,
  fn: (customer, addresses) => {
    const profile = profileAddress(customer);
    const billing = addresses.billing === null ? profile : addressValuesOf(addresses.billing);
    const shipping = addresses.shipping === null ? billing : addressValuesOf(addresses.shipping);
    return { billing, shipping };
  },
});
// Without addresses kept (or when they cannot be read), the profile's name, phone and e-mail.
const profileOnly = sample({
  clock: fetchCustomerAddressesFx.fail,
  source: $customer,
  fn: (customer) => ({ billing: profileAddress(customer), shipping: profileAddress(customer) }),
});
const prefill = merge([profileRead, profileOnly]);
// Only a form the shopper has not started is filled: nothing typed is ever lost.
sample({
  clock: prefill,
  source: $billing,
  filter: (billing) => isAddressBlank(billing),
  fn: (_, { billing }) => billing,
  target: $billing,
});
sample({
  clock: prefill,
  source: $shipping,
  filter: (shipping) => isAddressBlank(shipping),
  fn: (_, { shipping }) => shipping,
  target: $shipping,
});

// Continue shows every field's error; with both forms valid it goes on to the payment.
sample({ clock: addressesContinued, fn: () => true, target: $addressesSubmitted });
const addressesAccepted = sample({
  clock: addressesContinued,
  source: $addressesValid,
  filter: (valid) => valid,
});
sample({ clock: addressesAccepted, fn: () => null, target: $addressesError });
sample({
  clock: addressesAccepted,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl(stepPath('3'), lang)),
  target: navigateFx,
});

const profileUpdate = sample({
  clock: addressesAccepted,
  source: { signedIn: $isSignedIn, update: $updateProfile, billing: $billing, shipping: $shipping },
  filter: ({ signedIn: isIn, update }) => isIn && update,
});
// "Update into my profile": the two addresses go into the customer's profile.
sample({ clock: profileUpdate, fn: ({ billing }) => toAddressBody(billing), target: putBillingFx });
sample({
  clock: profileUpdate,
  fn: ({ shipping }) => toAddressBody(shipping),
  target: putShippingFx,
});
// The checkout goes on meanwhile; a profile that could not be updated is said in the error modal.
sample({ clock: [putBillingFx.failData, putShippingFx.failData], target: apiFailed });
