import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { domainError } from '@rewards/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: { onSubmit: fn(), onForgotPassword: fn() },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Messages appear under the fields as they are changed and left, Sign In refuses until the
 * form is valid, and Enter in the password submits.
 */
export const Validation: Story = {
  play: async ({ canvas, globals, args }) => {
    const email = canvas.getByRole('textbox', { name: textOf(globals, 'auth.signIn.email') });
    const password = canvas.getByLabelText(textOf(globals, 'auth.signIn.password'), {
      exact: false,
    });
    const submit = canvas.getByRole('button', { name: textOf(globals, 'auth.signIn.submit') });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText(textOf(globals, 'email.invalidFormat'))).toBeNull();

    await userEvent.type(email, 'somchai@');
    await expect(canvas.getByText(textOf(globals, 'email.invalidFormat'))).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(password);
    await userEvent.tab();
    await expect(canvas.getByText(textOf(globals, 'field.required'))).toBeVisible();

    // A click while invalid submits nothing.
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.com');
    await expect(canvas.queryByText(textOf(globals, 'email.invalidFormat'))).toBeNull();
    await userEvent.type(password, 'Secret123{Enter}');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'somchai@example.com',
      password: 'Secret123',
    });
  },
};

/** The server refused: 'Wrong Email or Password' on the form. */
export const WrongCredentials: Story = {
  args: { error: domainError('login.wrongCredentials') },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      textOf(globals, 'login.wrongCredentials'),
    );
  },
};

/** E555: the server's own title, already in the user's language. */
export const ServerTitle: Story = {
  args: { error: 'Your account is locked. Please contact us.' },
};

/** Submitting: the button waits. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas, globals, args }) => {
    const email = canvas.getByRole('textbox', { name: textOf(globals, 'auth.signIn.email') });
    await userEvent.type(email, 'somchai@example.com{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** 'Forgot password?' opens the forgot-password view. */
export const ForgotPassword: Story = {
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'auth.signIn.forgotPassword') }),
    );
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};
