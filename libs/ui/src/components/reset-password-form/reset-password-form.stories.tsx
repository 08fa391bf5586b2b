import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ResetPasswordForm } from './reset-password-form';

const meta = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { onSubmit: fn(), onSignIn: fn() },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save refuses a weak or mismatched password, and sends a good pair. */
export const Form: Story = {
  play: async ({ canvas, globals, args }) => {
    const password = canvas.getByLabelText(
      new RegExp(`^${textOf(globals, 'auth.reset.newPassword')}`),
    );
    const confirm = canvas.getByLabelText(
      new RegExp(`^${textOf(globals, 'auth.reset.confirmPassword')}`),
    );
    const submit = canvas.getByRole('button', { name: textOf(globals, 'auth.reset.submit') });
    await userEvent.type(password, 'short');
    await userEvent.click(confirm);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, 'NewSecret456');
    await userEvent.type(confirm, 'NewSecret456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      newPassword: 'NewSecret456',
      confirmPassword: 'NewSecret456',
    });
  },
};

/** The link was expired or used: the server's words above the form. */
export const LinkExpired: Story = {
  args: {
    error: 'This password recovery link is invalid or has expired. Please ask for a new one.',
  },
};

/** Changed: a notice and Sign In. */
export const Done: Story = { args: { done: true } };
