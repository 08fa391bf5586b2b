import type { AddressBody } from '@rewards/api-client/contract';
import {
  ADDRESS_FIELDS,
  DEFAULT_COUNTRY_CODE,
  countryCodeOrDefault,
  hasNoFieldErrors,
  validateAddressForm,
  type AddressField,
  type FieldErrors,
} from '@rewards/domain';

/** A billing or shipping form as typed: every field as text, `businessAddress` `'Y'` or `'N'`. */
export type AddressValues = Readonly<Record<AddressField, string>>;

/** Which of the two address forms. */
export type AddressKind = 'billing' | 'shipping';

/** A blank form: the country code starts at +66 and the address is not a business's. */
export const EMPTY_ADDRESS: AddressValues = {
  fullName: '',
  mobilePhone1: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  email: '',
  companyName: '',
  address1: '',
  address2: '',
  street: '',
  district: '',
  city: '',
  postalCode: '',
  region: '',
  businessAddress: 'N',
};

/** Whether nothing was typed into a form (the defaults do not count): it may be prefilled. */
export function isAddressBlank(values: AddressValues): boolean {
  return ADDRESS_FIELDS.every((field) => values[field].trim() === EMPTY_ADDRESS[field]);
}

/** Every field's errors (the domain's `validateAddressForm`). */
export function addressErrors(values: AddressValues): FieldErrors<AddressField> {
  return validateAddressForm(values);
}

/** Whether a form breaks no rule. */
export function isAddressValid(values: AddressValues): boolean {
  return hasNoFieldErrors(addressErrors(values));
}

/**
 * A form as the contract sends it: text trimmed, a blank country code as +66,
 * the optional company and second line left out when blank.
 */
export function toAddressBody(values: AddressValues): AddressBody {
  const text = (field: AddressField) => values[field].trim();
  return {
    fullName: text('fullName'),
    mobilePhone1: text('mobilePhone1'),
    countryCode: countryCodeOrDefault(values.countryCode).trim(),
    email: text('email'),
    address1: text('address1'),
    street: text('street'),
    district: text('district'),
    city: text('city'),
    postalCode: text('postalCode'),
    region: text('region'),
    businessAddress: values.businessAddress === 'Y',
    ...(text('companyName') === '' ? {} : { companyName: text('companyName') }),
    ...(text('address2') === '' ? {} : { address2: text('address2') }),
  };
}

/** An address kept in the profile (or sent back with an order), as a form's values. */
export function addressValuesOf(body: AddressBody): AddressValues {
  return {
    ...EMPTY_ADDRESS,
    fullName: body.fullName,
    mobilePhone1: body.mobilePhone1,
    countryCode: body.countryCode,
    email: body.email,
    companyName: body.companyName ?? '',
    address1: body.address1,
    address2: body.address2 ?? '',
    street: body.street,
    district: body.district,
    city: body.city,
    postalCode: body.postalCode,
    region: body.region,
    businessAddress: body.businessAddress ? 'Y' : 'N',
  };
}

/** Stored or untrusted data as a form's values: text fields only, anything else blank. */
export function readAddressValues(data: unknown): AddressValues | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = record[field];
    values[field] = typeof value === 'string' ? value.slice(0, 200) : EMPTY_ADDRESS[field];
  }
  if (values.businessAddress !== 'Y') values.businessAddress = 'N';
  return values as AddressValues;
}
