import { useUnit } from 'effector-react';
import { ShippingStep } from '@rewards/ui';
import { $billing, $shipping, $updateProfile } from '../../../entities/checkout/model';
import { $isSignedIn } from '../../../entities/session/model';
import { useText } from '../../../shared/i18n';
import {
  $addressesError,
  $boughtLines,
  $postalCache,
  $regions,
  $serverAddressErrors,
  addressFieldChanged,
  addressesContinued,
  backClicked,
  sameAsBillingClicked,
  updateProfileToggled,
} from '../model';
import type { PostalPlace } from '../postal-places';

/** The places the cache holds for a form's postal code, as the form asks for them. */
function placesOf(cache: Readonly<Record<string, readonly PostalPlace[]>>, code: string) {
  const postalCode = code.trim();
  const choices = cache[postalCode];
  return choices === undefined ? undefined : { postalCode, choices };
}

/**
 * Step 2: the two address forms. The model keeps what is typed (and for a
 * reload), looks a valid postal code up by itself once typing stops, and goes
 * on to the payment with both forms valid.
 */
export function AddressStepView() {
  const text = useText();
  const [billing, shipping, updateProfile, signedIn, lines] = useUnit([
    $billing,
    $shipping,
    $updateProfile,
    $isSignedIn,
    $boughtLines,
  ]);
  const [regions, cache, serverErrors, error] = useUnit([
    $regions,
    $postalCache,
    $serverAddressErrors,
    $addressesError,
  ]);
  const [changed, sameAsBilling, profileToggled, back, next] = useUnit([
    addressFieldChanged,
    sameAsBillingClicked,
    updateProfileToggled,
    backClicked,
    addressesContinued,
  ]);
  return (
    <ShippingStep
      billing={billing}
      shipping={shipping}
      onBillingChange={(field, value) => changed({ form: 'billing', field, value })}
      onShippingChange={(field, value) => changed({ form: 'shipping', field, value })}
      onSameAsBilling={sameAsBilling}
      regions={regions}
      // The model looks a valid postal code up when the field changes (debounced and cached).
      onPostalCodeLookup={() => undefined}
      billingPlaces={placesOf(cache, billing.postalCode)}
      shippingPlaces={placesOf(cache, shipping.postalCode)}
      signedIn={signedIn}
      updateProfile={updateProfile}
      onUpdateProfileChange={profileToggled}
      hasItems={lines.length > 0}
      onBack={back}
      onContinue={next}
      error={error === null ? undefined : text(error)}
      billingServerErrors={serverErrors.billing}
      shippingServerErrors={serverErrors.shipping}
    />
  );
}
