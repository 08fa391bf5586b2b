import type * as t from 'io-ts';
import { TEXT_BOUNDS, YesNo, boundedString, strictStruct } from './codecs';

/**
 * Free text of a form field as typed. The codec only bounds it (and refuses NUL
 * and lone surrogates); the domain's validators judge it, so a bad value gets
 * the field's own message rather than a decoding error.
 */
export const FieldText = boundedString('FieldText', 0, TEXT_BOUNDS.name);

/** A billing or shipping address (spec section 3, "Address"); checked with the domain's `validateAddressForm`. */
export const AddressBody = strictStruct(
  'Address',
  {
    fullName: FieldText,
    mobilePhone1: FieldText,
    countryCode: FieldText,
    email: boundedString('Email', 0, TEXT_BOUNDS.email),
    address1: FieldText,
    street: FieldText,
    district: FieldText,
    city: FieldText,
    postalCode: FieldText,
    region: FieldText,
    businessAddress: YesNo,
  },
  { companyName: FieldText, address2: FieldText },
);
export type AddressBody = t.TypeOf<typeof AddressBody>;
