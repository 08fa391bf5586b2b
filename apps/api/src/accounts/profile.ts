import type {
  AddressBody,
  CustomerAddresses,
  Done,
  PointsBalance,
} from '@rewards/api-client/contract';
import { validateAddressForm } from '@rewards/domain';
import type { MessageLang } from '@rewards/messages';
import { addressFormValues } from '../checkout/address-form';
import type { AccountDependencies, PointsPort } from './account-dependencies';
import type { AddressKind } from './customer-repository';
import { assertValidForm } from './form-errors';

/** The signed-in customer's reward points that can be spent now. */
export async function pointsBalance(
  deps: { readonly points: PointsPort },
  customerId: number,
): Promise<PointsBalance> {
  return { balance: await deps.points.available(customerId) };
}

/** The billing and shipping addresses kept in the signed-in customer's profile. */
export async function customerAddresses(
  deps: Pick<AccountDependencies, 'customers'>,
  customerId: number,
): Promise<CustomerAddresses> {
  return deps.customers.addresses(customerId);
}

/**
 * Keeps an address in the profile ("Update into my profile") once the domain's
 * `validateAddressForm` finds nothing wrong with it.
 */
export async function saveAddress(
  deps: Pick<AccountDependencies, 'customers'>,
  customerId: number,
  kind: AddressKind,
  address: AddressBody,
  lang: MessageLang,
): Promise<Done> {
  assertValidForm(validateAddressForm(addressFormValues(address)), lang);
  await deps.customers.saveAddress(customerId, kind, address);
  return { ok: true };
}
