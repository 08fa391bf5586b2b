import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { SignUpForm } from './sign-up-form';

const meta = {
  title: 'Account/SignUpForm',
  component: SignUpForm,
  args: { onSubmit: fn(), termsHref: '/cms/term-and-condition' },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Readonly<Record<string, unknown>>;

/** A field by its whole label (a required field's label ends with the required mark). */
function fieldOf(canvas: { getByLabelText: (text: RegExp, options: object) => HTMLElement }) {
  return (globals: Globals, id: Parameters<typeof textOf>[1]) => {
    const label = textOf(globals, id).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return canvas.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });
  };
}

/**
 * The e-mail waits for the terms: reaching it first shows 'Please acknowledge T&Cs before
 * entering your email address.' and typing there does nothing; once ticked, the form fills,
 * the messages follow the rules, Sign Up turns on when all is valid, and Enter submits.
 */
export const TermsFirst: Story = {
  play: async ({ canvas, globals, args }) => {
    const field = fieldOf(canvas);
    const submit = canvas.getByRole('button', { name: textOf(globals, 'auth.signUp.submit') });
    const email = field(globals, 'auth.signUp.email');
    await userEvent.click(email);
    await userEvent.keyboard('somchai');
    await expect(email).toHaveValue('');
    const termsMessage = textOf(globals, 'registration.termsNotAcknowledged');
    await expect(canvas.getByText(termsMessage)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(termsMessage);

    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.queryByText(termsMessage)).toBeNull();
    await userEvent.type(field(globals, 'auth.signUp.firstName'), 'Somchai');
    await userEvent.type(field(globals, 'auth.signUp.lastName'), 'Jaidee');
    await userEvent.type(email, 'somchai@example.com');
    await userEvent.type(field(globals, 'auth.signUp.confirmEmail'), 'somchai@example.org');
    await expect(canvas.getByText(textOf(globals, 'email.confirmMismatch'))).toBeVisible();
    await userEvent.clear(field(globals, 'auth.signUp.confirmEmail'));
    await userEvent.type(field(globals, 'auth.signUp.confirmEmail'), 'somchai@example.com');
    await expect(canvas.queryByText(textOf(globals, 'email.confirmMismatch'))).toBeNull();

    await userEvent.type(field(globals, 'auth.signUp.password'), 'secret');
    await expect(canvas.getByText(textOf(globals, 'password.tooShort'))).toBeVisible();
    await userEvent.type(field(globals, 'auth.signUp.password'), 'Pass1');
    await userEvent.type(field(globals, 'auth.signUp.confirmPassword'), 'secretPass2');
    await expect(canvas.getByText(textOf(globals, 'password.confirmMismatch'))).toBeVisible();
    await userEvent.clear(field(globals, 'auth.signUp.confirmPassword'));
    await userEvent.type(field(globals, 'auth.signUp.confirmPassword'), 'secretPass1');

    await userEvent.type(field(globals, 'auth.signUp.mobileNumber'), '08123');
    await expect(canvas.getByText(textOf(globals, 'phone.invalid'))).toBeVisible();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field(globals, 'auth.signUp.mobileNumber'), '45678{Enter}');
    await expect(submit).not.toHaveAttribute('aria-disabled');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      termsAcknowledged: true,
      firstName: 'Somchai',
      lastName: 'Jaidee',
      email: 'somchai@example.com',
      confirmEmail: 'somchai@example.com',
      password: 'secretPass1',
      confirmPassword: 'secretPass1',
      mobileNumber: '0812345678',
    });
  },
};

/** A click on the refusing button shows every field's message. */
export const ShowsEveryMessage: Story = {
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'auth.signUp.submit') }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(textOf(globals, 'registration.termsNotAcknowledged')),
    ).toBeVisible();
    await expect(canvas.getAllByText(textOf(globals, 'field.required')).length).toBeGreaterThan(3);
  },
};

/** The server refused the registration: its message on the form. */
export const Refused: Story = {
  args: { error: 'This e-mail address is already registered.' },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
