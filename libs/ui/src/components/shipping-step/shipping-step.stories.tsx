import type { Meta, StoryObj } from '@storybook/react-vite';
import { domainError, type AddressFormValues } from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  billingAddress,
  checkoutLines,
  checkoutTotals,
  emptyAddress,
  pathumWanPlaces,
  shippingAddress,
  storyRegions,
} from '../../fixtures/checkout';
import { textOf } from '../../fixtures/story-text';
import type { PostalCodePlaces } from '../address-form/address-types';
import { CheckoutLayout } from '../checkout-layout/checkout-layout';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { ShippingStep, type ShippingStepProps } from './shipping-step';

/** The step with both addresses kept in the story, as the app keeps them. */
function StatefulShippingStep(props: ShippingStepProps) {
  const [billing, setBilling] = useState<AddressFormValues>(props.billing);
  const [shipping, setShipping] = useState<AddressFormValues>(props.shipping);
  const [updateProfile, setUpdateProfile] = useState(props.updateProfile);
  const [places, setPlaces] = useState<PostalCodePlaces | undefined>(undefined);
  return (
    <CheckoutLayout
      step={2}
      summary={<CheckoutSummary lines={checkoutLines} totals={checkoutTotals} />}
    >
      <ShippingStep
        {...props}
        billing={billing}
        shipping={shipping}
        updateProfile={updateProfile}
        billingPlaces={places}
        onBillingChange={(field, value) => {
          props.onBillingChange(field, value);
          setBilling((was) => ({ ...was, [field]: value }));
        }}
        onShippingChange={(field, value) => {
          props.onShippingChange(field, value);
          setShipping((was) => ({ ...was, [field]: value }));
        }}
        onSameAsBilling={() => {
          props.onSameAsBilling();
          setShipping(billing);
        }}
        onUpdateProfileChange={(checked) => {
          props.onUpdateProfileChange(checked);
          setUpdateProfile(checked);
        }}
        onPostalCodeLookup={(section, code) => {
          props.onPostalCodeLookup(section, code);
          if (code === pathumWanPlaces.postalCode) setPlaces(pathumWanPlaces);
        }}
      />
    </CheckoutLayout>
  );
}

const meta = {
  title: 'Checkout/ShippingStep',
  component: ShippingStep,
  args: {
    billing: billingAddress,
    shipping: emptyAddress,
    regions: storyRegions,
    signedIn: true,
    updateProfile: false,
    hasItems: true,
    onBillingChange: fn(),
    onShippingChange: fn(),
    onSameAsBilling: fn(),
    onPostalCodeLookup: fn(),
    onUpdateProfileChange: fn(),
    onBack: fn(),
    onContinue: fn(),
  },
  render: (args) => <StatefulShippingStep {...args} />,
} satisfies Meta<typeof ShippingStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The billing address is filled in, the shipping one is empty: Continue refuses and says
 * why on focus; a click shows every message of the shipping form and takes the focus
 * there; "Same as billing" copies the billing address, and Continue then goes on.
 */
export const SameAsBilling: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals, args }) => {
    const shippingForm = within(
      canvas.getByRole('group', { name: textOf(globals, 'checkout.address.shipping') }),
    );
    const required = textOf(globals, 'field.required');
    await expect(shippingForm.queryByText(required)).toBeNull();
    const continueButton = canvas.getByRole('button', {
      name: textOf(globals, 'checkout.continue'),
    });
    await expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    const why = textOf(globals, 'checkout.shipping.blockedShipping');
    await expect(continueButton).toHaveAccessibleDescription(why);
    await expect(canvas.getByText(why)).not.toBeVisible();
    await userEvent.hover(continueButton);
    await expect(canvas.getByText(why)).toBeVisible();
    await userEvent.click(continueButton);
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(shippingForm.getAllByText(required).length).toBeGreaterThan(0);
    await expect(
      shippingForm.getByLabelText(new RegExp(`^${textOf(globals, 'checkout.address.fullName')}`)),
    ).toHaveFocus();

    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.shipping.sameAsBilling') }),
    );
    await expect(args.onSameAsBilling).toHaveBeenCalledOnce();
    await expect(
      shippingForm.getByLabelText(new RegExp(`^${textOf(globals, 'checkout.address.fullName')}`)),
    ).toHaveValue('Somchai Jaidee');
    await expect(shippingForm.queryByText(required)).toBeNull();
    await expect(canvas.getByText(textOf(globals, 'checkout.shipping.copied'))).toBeVisible();
    await expect(continueButton).not.toHaveAttribute('aria-disabled');

    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'checkout.shipping.updateProfile') }),
    );
    await expect(args.onUpdateProfileChange).toHaveBeenCalledWith(true);
    await userEvent.click(continueButton);
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Both addresses filled in: Continue goes on at once; Back goes back. */
export const BothFilled: Story = {
  args: { shipping: shippingAddress },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'checkout.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.continue') }),
    );
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** A guest: no "Update into my profile"; both addresses empty, so Continue names both. */
export const GuestEmpty: Story = {
  args: { billing: emptyAddress, signedIn: false },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole('checkbox', { name: textOf(globals, 'checkout.shipping.updateProfile') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.continue') }),
    ).toHaveAccessibleDescription(textOf(globals, 'checkout.shipping.blockedBoth'));
  },
};

/** No checked item: the spec's message instead of the forms. */
export const NoItemChosen: Story = {
  args: { hasItems: false },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(textOf(globals, 'cart.noItemChosen'));
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Saving: the forms wait and Continue shows it. */
export const Submitting: Story = { args: { shipping: shippingAddress, submitting: true } };

/** The server refused: its message above the forms. */
export const ServerError: Story = {
  args: { shipping: shippingAddress, error: domainError('error.E400') },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(textOf(globals, 'error.E400'));
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
