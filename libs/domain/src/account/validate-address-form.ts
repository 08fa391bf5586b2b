import { domainError, type FieldErrors } from '../shared/domain-error';
import { ACCOUNT_FIELD_LIMITS } from './account-field-limits';
import type { FormValues } from './form-values';
import { fieldText, isBlank } from './field-text';
import { validateCountryCode } from './validate-country-code';
import { validateEmail } from './validate-email';
import { validateName } from './validate-name';
import { validatePhone } from './validate-phone';
import { validatePostalCode } from './validate-postal-code';
import { validateText } from './validate-text';

/** The fields of a billing or shipping address (spec section 3, "Address"). */
export const ADDRESS_FIELDS = [
  'fullName',
  'mobilePhone1',
  'countryCode',
  'email',
  'companyName',
  'address1',
  'address2',
  'street',
  'district',
  'city',
  'postalCode',
  'region',
  'businessAddress',
] as const;
/** One of {@link ADDRESS_FIELDS}. */
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** An address form as entered. `businessAddress` is `'Y'` or `'N'` (blank reads as `'N'`). */
export type AddressFormValues = FormValues<AddressField>;

const { companyNameMaxLength, address1MaxLength, address2MaxLength } = ACCOUNT_FIELD_LIMITS;
const { districtMaxLength, cityMaxLength } = ACCOUNT_FIELD_LIMITS;

/**
 * Checks a billing or shipping address, returning every field's errors (an
 * empty list for a valid field): the full name as a name, the mobile phone,
 * the country code (blank means +66), the e-mail; company (optional, up to 34),
 * address line 1 (up to 34), line 2 (optional, up to 35), street, district
 * and city (up to 35), the Thai postal code and region are required.
 * The spec gives the street no length limit and the region is a choice from
 * the server's list, so both are only required here.
 */
export function validateAddressForm(values: AddressFormValues): FieldErrors<AddressField> {
  const business = fieldText(values.businessAddress);
  return {
    fullName: validateName(values.fullName),
    mobilePhone1: validatePhone(values.mobilePhone1),
    countryCode: validateCountryCode(values.countryCode),
    email: validateEmail(values.email),
    companyName: validateText(values.companyName, { required: false, max: companyNameMaxLength }),
    address1: validateText(values.address1, { required: true, max: address1MaxLength }),
    address2: validateText(values.address2, { required: false, max: address2MaxLength }),
    street: validateText(values.street, { required: true }),
    district: validateText(values.district, { required: true, max: districtMaxLength }),
    city: validateText(values.city, { required: true, max: cityMaxLength }),
    postalCode: validatePostalCode(values.postalCode),
    region: validateText(values.region, { required: true }),
    businessAddress:
      isBlank(business) || business === 'Y' || business === 'N'
        ? []
        : [domainError('field.invalidChoice', { allowed: 'Y|N' })],
  };
}
