import { Box, Button, Checkbox, Stack, chakra } from '@chakra-ui/react';
import {
  domainError,
  hasNoFieldErrors,
  validateAddressForm,
  type AddressField,
  type AddressFormValues,
  type DomainError,
  type FieldErrors,
} from '@rewards/domain';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AddressForm } from '../address-form/address-form';
import type {
  AddressSection,
  CountryCodeOption,
  PostalCodePlaces,
  RegionOption,
} from '../address-form/address-types';
import { StepActions } from '../checkout-layout/step-actions';
import { ErrorMessages } from '../error-messages/error-messages';
import { ServerError } from '../form-field/server-error';

export interface ShippingStepProps {
  readonly billing: AddressFormValues;
  readonly shipping: AddressFormValues;
  readonly onBillingChange: (field: AddressField, value: string) => void;
  readonly onShippingChange: (field: AddressField, value: string) => void;
  /** Same as billing: the app copies the billing address into the shipping address. */
  readonly onSameAsBilling: () => void;
  readonly regions: readonly RegionOption[];
  readonly countryCodes?: readonly CountryCodeOption[];
  /** A form's postal code became valid: the app looks up its places. */
  readonly onPostalCodeLookup: (section: AddressSection, postalCode: string) => void;
  readonly billingPlaces?: PostalCodePlaces;
  readonly shippingPlaces?: PostalCodePlaces;
  /** "Update into my profile" is offered to signed-in customers only. */
  readonly signedIn: boolean;
  readonly updateProfile: boolean;
  readonly onUpdateProfileChange: (checked: boolean) => void;
  /** Whether any cart line is checked; without one the step says so instead of asking for addresses. */
  readonly hasItems: boolean;
  readonly onBack: () => void;
  /** Continue with both addresses valid (by `validateAddressForm`). */
  readonly onContinue: () => void;
  /** Saving the addresses is on its way. */
  readonly submitting?: boolean;
  /** The server's refusal of the step, shown above the forms. */
  readonly error?: DomainError | string;
  readonly billingServerErrors?: FieldErrors<AddressField>;
  readonly shippingServerErrors?: FieldErrors<AddressField>;
}

const NO_ITEM = [domainError('cart.noItemChosen')];

/**
 * Step 2, Billing/Shipping (spec sections 2 and 4): the billing address, "Same
 * as billing", the shipping address, "Update into my profile" when signed in,
 * Back and Continue. Continue goes on only when both addresses pass the
 * domain's `validateAddressForm`; until then it says why on hover or focus,
 * and a click shows every message and takes the focus to the first field at
 * fault.
 */
export function ShippingStep(props: ShippingStepProps) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const [tries, setTries] = useState(0);
  const [copied, setCopied] = useState(false);
  const billingValid = hasNoFieldErrors(validateAddressForm(props.billing));
  const shippingValid = hasNoFieldErrors(validateAddressForm(props.shipping));
  const valid = billingValid && shippingValid;

  useEffect(() => {
    if (tries === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);

  const title = (
    <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb="4">
      {intl.formatMessage({ id: 'checkout.step.2' })}
    </chakra.h2>
  );
  if (!props.hasItems) {
    return (
      <Box>
        {title}
        <Box
          role="alert"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          borderRadius="l2"
          px="4"
          py="3"
        >
          <ErrorMessages errors={NO_ITEM} />
        </Box>
        <Button variant="outline" size="lg" mt="6" onClick={props.onBack}>
          {intl.formatMessage({ id: 'checkout.back' })}
        </Button>
      </Box>
    );
  }

  const reason = intl.formatMessage({
    id:
      !billingValid && !shippingValid
        ? 'checkout.shipping.blockedBoth'
        : billingValid
          ? 'checkout.shipping.blockedShipping'
          : 'checkout.shipping.blockedBilling',
  });

  return (
    <chakra.form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (props.submitting === true) return;
        if (!valid) {
          setTries((count) => count + 1);
          return;
        }
        props.onContinue();
      }}
    >
      {title}
      <Stack gap="5">
        <ServerError error={props.error} />
        <AddressForm
          section="billing"
          values={props.billing}
          onChange={props.onBillingChange}
          regions={props.regions}
          countryCodes={props.countryCodes}
          onPostalCodeLookup={(code) => props.onPostalCodeLookup('billing', code)}
          postalCodePlaces={props.billingPlaces}
          showAllErrors={tries > 0}
          serverErrors={props.billingServerErrors}
          disabled={props.submitting}
        />
        <Box>
          <Button
            variant="outline"
            disabled={props.submitting}
            onClick={() => {
              props.onSameAsBilling();
              setCopied(true);
            }}
          >
            {intl.formatMessage({ id: 'checkout.shipping.sameAsBilling' })}
          </Button>
          <chakra.p aria-live="polite" fontSize="sm" color="fg.muted" mt={copied ? '2' : '0'}>
            {copied ? intl.formatMessage({ id: 'checkout.shipping.copied' }) : null}
          </chakra.p>
        </Box>
        <AddressForm
          section="shipping"
          values={props.shipping}
          onChange={(field, value) => {
            setCopied(false);
            props.onShippingChange(field, value);
          }}
          regions={props.regions}
          countryCodes={props.countryCodes}
          onPostalCodeLookup={(code) => props.onPostalCodeLookup('shipping', code)}
          postalCodePlaces={props.shippingPlaces}
          showAllErrors={tries > 0}
          serverErrors={props.shippingServerErrors}
          disabled={props.submitting}
        />
        {props.signedIn ? (
          <Checkbox.Root
            checked={props.updateProfile}
            disabled={props.submitting}
            onCheckedChange={(details) => props.onUpdateProfileChange(details.checked === true)}
            colorPalette="accent"
          >
            <Checkbox.HiddenInput name="updateProfile" />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {intl.formatMessage({ id: 'checkout.shipping.updateProfile' })}
            </Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </Stack>
      <StepActions
        backLabel={intl.formatMessage({ id: 'checkout.back' })}
        onBack={props.onBack}
        primaryLabel={intl.formatMessage({ id: 'checkout.continue' })}
        primaryType="submit"
        blocked={!valid}
        reason={reason}
        busy={props.submitting}
        busyLabel={intl.formatMessage({ id: 'checkout.wait' })}
        backDisabled={props.submitting}
      />
    </chakra.form>
  );
}
