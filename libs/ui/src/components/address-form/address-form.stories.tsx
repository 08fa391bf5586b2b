import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { domainError, type AddressField, type AddressFormValues } from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  billingAddress,
  emptyAddress,
  pathumWanPlaces,
  patongPlaces,
  storyRegions,
} from '../../fixtures/checkout';
import { localeOf, textOf } from '../../fixtures/story-text';
import { AddressForm, type AddressFormProps } from './address-form';
import type { PostalCodePlaces } from './address-types';

/** The postal codes the story's lookup knows. */
const LOOKUP: Readonly<Record<string, PostalCodePlaces>> = {
  '10330': pathumWanPlaces,
  '83150': patongPlaces,
};

/** The form with its values kept in the story, and a lookup answering from the fixtures, as the app will. */
function StatefulAddressForm(props: AddressFormProps) {
  const [values, setValues] = useState<AddressFormValues>(props.values);
  const [places, setPlaces] = useState<PostalCodePlaces | undefined>(props.postalCodePlaces);
  return (
    <AddressForm
      {...props}
      values={values}
      postalCodePlaces={places}
      onChange={(field, value) => {
        props.onChange(field, value);
        setValues((was) => ({ ...was, [field]: value }));
      }}
      onPostalCodeLookup={(code) => {
        props.onPostalCodeLookup(code);
        setPlaces(LOOKUP[code] ?? { postalCode: code, choices: [] });
      }}
    />
  );
}

const meta = {
  title: 'Checkout/AddressForm',
  component: AddressForm,
  args: {
    section: 'billing',
    values: emptyAddress,
    regions: storyRegions,
    onChange: fn(),
    onPostalCodeLookup: fn(),
  },
  render: (args) => <StatefulAddressForm {...args} />,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Readonly<Record<string, unknown>>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A field by its label, whatever the required mark after it. */
function field(canvas: Canvas, globals: Globals, id: AddressField) {
  const label = textOf(globals, `checkout.address.${id}` as Parameters<typeof textOf>[1]);
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return canvas.getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`));
}

/**
 * Empty: nothing in red until a field is left or changed; then its message shows under it,
 * the field outlined and described by it; the phone's rule shows as soon as it is typed.
 */
export const MessagesOnBlurAndChange: Story = {
  play: async ({ canvas, globals }) => {
    const required = textOf(globals, 'field.required');
    await expect(canvas.queryByText(required)).toBeNull();
    const fullName = field(canvas, globals, 'fullName');
    await userEvent.click(fullName);
    await userEvent.tab();
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toHaveAccessibleDescription(required);
    await expect(canvas.getAllByText(required)).toHaveLength(1);

    const phone = field(canvas, globals, 'mobilePhone1');
    await userEvent.type(phone, '08123');
    await expect(canvas.getByText(textOf(globals, 'phone.invalid'))).toBeVisible();
    await userEvent.type(phone, '45678');
    await expect(canvas.queryByText(textOf(globals, 'phone.invalid'))).toBeNull();

    const email = field(canvas, globals, 'email');
    await userEvent.type(email, 'somchai@');
    await expect(email).toHaveAccessibleDescription(textOf(globals, 'email.invalidFormat'));
    await userEvent.type(field(canvas, globals, 'postalCode'), '74000');
    await expect(canvas.getByText(textOf(globals, 'postalCode.invalidPrefix'))).toBeVisible();
  },
};

/** Continue was tried: every field's message shows at once; the optional ones stay quiet. */
export const AllErrorsShown: Story = {
  args: { showAllErrors: true },
  play: async ({ canvas, globals }) => {
    // Full name, phone, e-mail, address line 1, street, sub-district, district, postal code, province.
    await expect(canvas.getAllByText(textOf(globals, 'field.required'))).toHaveLength(9);
    await expect(
      canvas.getByRole('combobox', {
        name: new RegExp(textOf(globals, 'checkout.address.region')),
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    const company = canvas.getByLabelText(
      textOf(globals, 'checkout.address.optional', {
        label: textOf(globals, 'checkout.address.companyName'),
      }),
    );
    await expect(company).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * A postal code of several areas: the lookup is asked once the code is valid, and the
 * chosen area fills the sub-district, district and province in one go.
 */
export const PostalCodeChoice: Story = {
  play: async ({ canvas, globals, args }) => {
    const postalCode = field(canvas, globals, 'postalCode');
    await userEvent.type(postalCode, '1033');
    await expect(args.onPostalCodeLookup).not.toHaveBeenCalled();
    await userEvent.type(postalCode, '0');
    await expect(args.onPostalCodeLookup).toHaveBeenCalledWith('10330');
    const choice = canvas.getByRole('combobox', {
      name: textOf(globals, 'checkout.address.places'),
    });
    await expect(within(choice).getAllByRole('option')).toHaveLength(5);
    const th = localeOf(globals) === 'th';
    await userEvent.selectOptions(
      choice,
      th ? 'รองเมือง ปทุมวัน กรุงเทพมหานคร' : 'รองเมือง, ปทุมวัน, Bangkok',
    );
    await expect(field(canvas, globals, 'district')).toHaveValue('รองเมือง');
    await expect(field(canvas, globals, 'city')).toHaveValue('ปทุมวัน');
    await expect(
      canvas.getByRole('combobox', {
        name: new RegExp(textOf(globals, 'checkout.address.region')),
      }),
    ).toHaveValue('10');
    await expect(args.onChange).toHaveBeenCalledWith('region', '10');
  },
};

/** A postal code of one area: filled at once, and the form says where from. */
export const PostalCodeOneArea: Story = {
  args: { section: 'shipping' },
  play: async ({ canvas, globals, args }) => {
    await userEvent.type(field(canvas, globals, 'postalCode'), '83150');
    await expect(args.onPostalCodeLookup).toHaveBeenCalledWith('83150');
    await expect(field(canvas, globals, 'district')).toHaveValue('ป่าตอง');
    await expect(field(canvas, globals, 'city')).toHaveValue('กะทู้');
    await expect(
      canvas.getByRole('combobox', {
        name: new RegExp(textOf(globals, 'checkout.address.region')),
      }),
    ).toHaveValue('83');
    await expect(
      canvas.queryByRole('combobox', { name: textOf(globals, 'checkout.address.places') }),
    ).toBeNull();
    await expect(canvas.getByText(new RegExp('83150'))).toBeVisible();
  },
};

/** Filled in: no message; the business address explains its delivery hours on hover or focus. */
export const Filled: Story = {
  args: { values: billingAddress, showAllErrors: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByText(textOf(globals, 'field.required'))).toBeNull();
    const business = canvas.getByRole('checkbox', {
      name: textOf(globals, 'checkout.address.businessAddress'),
    });
    await expect(business).toBeChecked();
    const tip = textOf(globals, 'checkout.address.businessTip');
    await expect(business).toHaveAccessibleDescription(tip);
    await expect(canvas.getByText(tip)).not.toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.address.businessTipLabel') }),
    );
    await expect(canvas.getByText(tip)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText(tip)).not.toBeVisible();
  },
};

/** The server refused a field: its message shows until the field is changed. */
export const ServerErrors: Story = {
  args: {
    values: billingAddress,
    serverErrors: { street: [domainError('field.tooLong', { max: 35 })] },
  },
  play: async ({ canvas, globals }) => {
    const message = textOf(globals, 'field.tooLong', { max: 35 });
    const street = field(canvas, globals, 'street');
    await expect(street).toHaveAccessibleDescription(message);
    await userEvent.type(street, ' 1');
    await expect(canvas.queryByText(message)).toBeNull();
  },
};

export const Disabled: Story = { args: { values: billingAddress, disabled: true } };

export const Phone: Story = {
  args: { showAllErrors: true },
  globals: { viewport: { value: 'phone' } },
};
