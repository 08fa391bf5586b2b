import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { domainError, thb } from '@rewards/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { localeOf, textOf } from '../../fixtures/story-text';
import { PromoCodeBox } from './promo-code-box';

const meta = {
  title: 'Checkout/PromoCodeBox',
  component: PromoCodeBox,
  args: {
    enabled: true,
    onEnabledChange: fn(),
    code: '',
    onCodeChange: fn(),
    onApply: fn(),
    onRemove: fn(),
    spcEmail: '',
    onSpcEmailChange: fn(),
    tcAcknowledged: false,
    onTcAcknowledgedChange: fn(),
    onConfirm: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PromoCodeBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The code waits for its confirmation: Apply is refused and says why, the server refused the
 * e-mail, and Confirm waits for the terms.
 */
export const ConfirmationPending: Story = {
  args: {
    code: 'STAFF-10',
    confirmation: {
      code: 'STAFF-10',
      special: true,
      specialConditionName: 'Bank staff',
      tcRequired: true,
    },
    spcEmail: 'somchai@example.com',
    emailError: domainError('promotion.emailDomainNotAllowed'),
  },
  play: async ({ canvas, globals, args }) => {
    const apply = canvas.getByRole('button', { name: textOf(globals, 'checkout.promo.apply') });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toHaveAccessibleDescription(
      textOf(globals, 'checkout.promo.blockedPending'),
    );
    await expect(
      canvas.getByText(textOf(globals, 'promotion.emailDomainNotAllowed')),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.promo.confirm') }),
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByText(textOf(globals, 'promotion.termsNotAcknowledged'))).toBeVisible();
  },
};

/** A discount applied, with Remove; Apply stays refused until it is removed. */
export const Applied: Story = {
  args: { code: 'NEWYEAR-500', applied: { code: 'NEWYEAR-500', discount: thb('500') } },
  play: async ({ canvas, globals, args }) => {
    const amount = localeOf(globals) === 'th' ? '500 บาท' : 'THB 500';
    await expect(
      canvas.getByText(textOf(globals, 'checkout.promo.applied', { code: 'NEWYEAR-500', amount })),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.promo.apply') }),
    ).toHaveAccessibleDescription(textOf(globals, 'checkout.promo.blockedApplied'));
    await userEvent.click(
      canvas.getByRole('button', {
        name: textOf(globals, 'checkout.promo.removeCode', { code: 'NEWYEAR-500' }),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** The server refused the code: its text under the field, which it describes. */
export const Refused: Story = {
  args: { code: 'WELCOME', error: domainError('promotion.discountExceedsAmount') },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('textbox', { name: textOf(globals, 'checkout.promo.code') }),
    ).toHaveAccessibleDescription(textOf(globals, 'promotion.discountExceedsAmount'));
  },
};

/** Closed: only the box that opens the code field. */
export const Closed: Story = {
  args: { enabled: false },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'checkout.promo.enable') }),
    );
    await expect(args.onEnabledChange).toHaveBeenCalledWith(true);
  },
};
