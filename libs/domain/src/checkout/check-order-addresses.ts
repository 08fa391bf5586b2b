import { validateAddressForm, type AddressFormValues } from '../account/validate-address-form';
import type { DomainError } from '../shared/domain-error';

/** An address error with the form field it belongs to (`billing.postalCode`). */
export type AddressFieldError = DomainError & { readonly field: string };

/**
 * Both addresses of an order checked with `validateAddressForm` (spec section 4:
 * "Shipping Continue enabled only when both address forms valid"): every error of
 * every field, each named by its form and field (`billing.fullName`,
 * `shipping.postalCode`), in the order of the forms' fields.
 */
export function checkOrderAddresses(
  billing: AddressFormValues,
  shipping: AddressFormValues,
): readonly AddressFieldError[] {
  return (
    [
      ['billing', billing],
      ['shipping', shipping],
    ] as const
  ).flatMap(([form, values]) =>
    Object.entries(validateAddressForm(values)).flatMap(([field, errors]) =>
      (errors ?? []).map((error) => ({ ...error, field: `${form}.${field}` })),
    ),
  );
}
