import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { AuthModal } from './auth-modal';

const meta = {
  title: 'Account/AuthModal',
  component: AuthModal,
  args: {
    open: true,
    onClose: fn(),
    variant: 'combined',
    signIn: { onSubmit: fn() },
    signUp: { onSubmit: fn(), termsHref: '/cms/term-and-condition' },
    forgotPassword: { onSubmit: fn() },
    guest: { onContinue: fn() },
  },
} satisfies Meta<typeof AuthModal>;
export default meta;
type Story = StoryObj<typeof meta>;

function dialogOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog');
}

/** Sign in left, create account right; the sign-in e-mail has the focus. */
export const Combined: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement);
    const modal = within(dialog);
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'auth.modal.label'));
    const signIn = modal.getByRole('heading', { name: textOf(globals, 'auth.signIn.title') });
    const signUp = modal.getByRole('heading', { name: textOf(globals, 'auth.signUp.title') });
    // The sheet fades in.
    await waitFor(() => expect(signIn).toBeVisible());
    await expect(signUp).toBeVisible();
    await expect(signIn.getBoundingClientRect().left).toBeLessThan(
      signUp.getBoundingClientRect().left,
    );
    await waitFor(() =>
      expect(
        within(modal.getByRole('region', { name: textOf(globals, 'auth.signIn.title') })).getByRole(
          'textbox',
          { name: textOf(globals, 'auth.signIn.email') },
        ),
      ).toHaveFocus(),
    );
  },
};

/** On a phone: a full-screen sheet showing one side at a time, with a switch. */
export const CombinedPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement);
    const modal = within(dialog);
    await expect(dialog.offsetWidth).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    const toSignUp = modal.getByRole('button', { name: textOf(globals, 'auth.signUp.title') });
    const signUpHeading = modal.getByRole('heading', {
      name: textOf(globals, 'auth.signUp.title'),
      hidden: true,
    });
    await expect(signUpHeading).not.toBeVisible();
    await userEvent.click(toSignUp);
    await expect(toSignUp).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(signUpHeading).toBeVisible());
    await expect(
      modal.getByRole('heading', { name: textOf(globals, 'auth.signIn.title'), hidden: true }),
    ).not.toBeVisible();
  },
};

/** Forgot password opens inside, sends, and 'Password Recovery' OK closes. */
export const ForgotPasswordInside: Story = {
  args: { forgotPassword: { onSubmit: fn(), sentTo: undefined } },
  play: async ({ canvasElement, globals, args }) => {
    const modal = within(await dialogOf(canvasElement));
    await userEvent.click(
      modal.getByRole('button', { name: textOf(globals, 'auth.signIn.forgotPassword') }),
    );
    const email = modal.getByRole('textbox', { name: textOf(globals, 'auth.forgot.email') });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'somchai@example.com{Enter}');
    await expect(args.forgotPassword.onSubmit).toHaveBeenCalledWith('somchai@example.com');
    await userEvent.click(modal.getByRole('button', { name: textOf(globals, 'auth.forgot.back') }));
    await waitFor(() =>
      expect(
        modal.getByRole('heading', { name: textOf(globals, 'auth.signIn.title') }),
      ).toBeVisible(),
    );
  },
};

/** After the link was sent: 'Password Recovery', whose OK closes the modal. */
export const PasswordRecovery: Story = {
  args: { forgotPassword: { onSubmit: fn(), sentTo: 'somchai@example.com' } },
  play: async ({ canvasElement, globals, args }) => {
    const modal = within(await dialogOf(canvasElement));
    await userEvent.click(
      modal.getByRole('button', { name: textOf(globals, 'auth.signIn.forgotPassword') }),
    );
    await waitFor(() =>
      expect(
        modal.getByRole('heading', { name: textOf(globals, 'auth.forgot.doneTitle') }),
      ).toBeVisible(),
    );
    await userEvent.click(modal.getByRole('button', { name: textOf(globals, 'modal.ok') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** The sign-in modal links to sign-up and back. */
export const SignIn: Story = {
  args: { variant: 'signIn' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement);
    const modal = within(dialog);
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'auth.signIn.title'));
    await userEvent.click(
      modal.getByRole('button', { name: textOf(globals, 'auth.signIn.toSignUp') }),
    );
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'auth.signUp.title'));
    await waitFor(() => expect(modal.getByRole('checkbox')).toHaveFocus());
    await userEvent.click(
      modal.getByRole('button', { name: textOf(globals, 'auth.signUp.toSignIn') }),
    );
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'auth.signIn.title'));
  },
};

export const SignUp: Story = { args: { variant: 'signUp' } };

/** At checkout: sign in, or 'Continue as guest'. */
export const GuestCheckout: Story = {
  args: { variant: 'guest' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, globals, args }) => {
    const modal = within(await dialogOf(canvasElement));
    await userEvent.click(
      modal.getByRole('button', { name: textOf(globals, 'auth.guest.submit') }),
    );
    await expect(args.guest?.onContinue).toHaveBeenCalledOnce();
  },
};

export const GuestCheckoutPhone: Story = {
  args: { variant: 'guest' },
  globals: { viewport: { value: 'phone' } },
};

/** Escape closes. */
export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * Checkout on a phone: the e-mail has the focus, and "Continue as guest" below it is
 * pressed. The e-mail's 'This field is required' would push the button down as the field
 * is left, between the press and the release, and the click would land beside it: the
 * message waits until the press has ended, so the press counts.
 */
export const GuestPhone: Story = {
  args: { variant: 'guest' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement, globals, args }) => {
    const dialog = await dialogOf(canvasElement);
    const modal = within(dialog);
    const email = modal.getByRole('textbox', { name: textOf(globals, 'auth.signIn.email') });
    await waitFor(() => expect(email).toHaveFocus());
    const guest = modal.getByRole('button', { name: textOf(globals, 'auth.guest.submit') });
    // A mouse press: the button goes down, the e-mail is left, the button comes up, a click.
    guest.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, isPrimary: true }));
    email.blur();
    // Time enough for a message to render, were it not waiting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    guest.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, isPrimary: true }));
    guest.click();
    await expect(args.guest?.onContinue).toHaveBeenCalledOnce();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  },
};
