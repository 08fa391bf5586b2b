import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { domainError } from '@rewards/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ForgotPasswordForm } from './forgot-password-form';

const meta = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { onSubmit: fn(), onDone: fn(), onBack: fn() },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Continue refuses an invalid e-mail; Enter sends a valid one. */
export const Form: Story = {
  play: async ({ canvas, globals, args }) => {
    const email = canvas.getByRole('textbox', { name: textOf(globals, 'auth.forgot.email') });
    const submit = canvas.getByRole('button', { name: textOf(globals, 'auth.forgot.submit') });
    await userEvent.type(email, 'somchai');
    await expect(canvas.getByText(textOf(globals, 'email.invalidFormat'))).toBeVisible();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(email, '@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith('somchai@example.com');
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'auth.forgot.back') }),
    );
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The server could not serve it: 'Invalid email address'. */
export const Refused: Story = {
  args: { error: domainError('forgotPassword.invalidEmail') },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      textOf(globals, 'forgotPassword.invalidEmail'),
    );
  },
};

/** Sent: 'Password Recovery', and OK closes. */
export const PasswordRecovery: Story = {
  args: { sentTo: 'somchai@example.com' },
  play: async ({ canvas, globals, args }) => {
    await expect(
      canvas.getByRole('heading', { name: textOf(globals, 'auth.forgot.doneTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'modal.ok') }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
