import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { AssignOrderForm } from './assign-order-form';

const meta = {
  title: 'Account/AssignOrderForm',
  component: AssignOrderForm,
  args: {
    startPo: 'R',
    countryCodes: [
      { code: '+66', name: 'Thailand', thaiName: 'ไทย' },
      { code: '+65', name: 'Singapore', thaiName: 'สิงคโปร์' },
    ],
    onSubmit: fn(),
    dialog: null,
    onDialogClose: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AssignOrderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A number without the shop's prefix is refused; a good form is sent as the call names it. */
export const Form: Story = {
  play: async ({ canvas, globals, args }) => {
    const field = (id: Parameters<typeof textOf>[1]) =>
      canvas.getByLabelText(new RegExp(`^${textOf(globals, id)}`));
    await userEvent.type(field('afterSale.assign.poNumber'), 'ABC123');
    await userEvent.click(field('afterSale.assign.email'));
    await expect(
      canvas.getByText(textOf(globals, 'orders.assignOrderNumberInvalid', { prefix: 'RKSCTHA' })),
    ).toBeVisible();
    await userEvent.clear(field('afterSale.assign.poNumber'));
    await userEvent.type(field('afterSale.assign.poNumber'), 'RKSCTHA00000123');
    await userEvent.type(field('afterSale.assign.email'), 'somchai@example.com');
    await userEvent.type(field('afterSale.assign.mobile'), '0812345678{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      poNumber: 'RKSCTHA00000123',
      shippingEmailAddress: 'somchai@example.com',
      countryCode: '+66',
      shippingMobileNumber: '0812345678',
    });
  },
};

/** Assigned. */
export const Assigned: Story = { args: { dialog: { kind: 'assigned' } } };

/** No such order in the customer's reach. */
export const NotFound: Story = { args: { dialog: { kind: 'notFound' } } };

/** Another refusal: the server's title. */
export const Refused: Story = {
  args: {
    dialog: { kind: 'refused', title: 'The Order Number and the Sub Order Number do not match' },
  },
};
