import * as t from 'io-ts';
import { AddressBody } from './address';
import { Integer, Lang } from './codecs';

/**
 * `GET customer`: the whole profile (spec section 3, "Customer"). The e-mail is
 * read-only; `countryCode` is +66 unless the customer chose another;
 * `birthday` is DD-MM-YYYY, or empty when not given; `languageId` the
 * language the customer prefers. The addresses are those kept in the profile
 * (null until saved).
 */
export const CustomerProfile = t.type(
  {
    id: Integer,
    email: t.string,
    firstName: t.string,
    lastName: t.string,
    mobileNumber: t.string,
    countryCode: t.string,
    birthday: t.string,
    languageId: Lang,
    billing: t.union([AddressBody, t.null]),
    shipping: t.union([AddressBody, t.null]),
  },
  'CustomerProfile',
);
export type CustomerProfile = t.TypeOf<typeof CustomerProfile>;
