import type { AddressBody } from '@rewards/api-client/contract';
import type { AddressFormValues } from '@rewards/domain';

/** An address as the domain's `validateAddressForm` reads it: the form's text, `businessAddress` as Y/N. */
export function addressFormValues(address: AddressBody): AddressFormValues {
  return { ...address, businessAddress: address.businessAddress ? 'Y' : 'N' };
}
