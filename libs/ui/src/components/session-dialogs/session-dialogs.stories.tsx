import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { PromoSignInWarning, SessionExpiredDialog, SessionExpiringDialog } from './session-dialogs';

const meta = {
  title: 'Account/SessionDialogs',
  component: SessionExpiringDialog,
  args: {
    open: true,
    secondsLeft: 30,
    onStaySignedIn: fn(),
    onSignOut: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof SessionExpiringDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function alertOf(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
}

/** The warning: Yes keeps the session (and has the focus), No signs out. */
export const Expiring: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const dialog = await alertOf(canvasElement);
    const modal = within(dialog);
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'session.expiring.title'));
    await expect(dialog).toHaveTextContent(globals.locale === 'th' ? '30 วินาที' : '30 seconds');
    const yes = modal.getByRole('button', { name: textOf(globals, 'session.expiring.yes') });
    await expect(yes).toHaveFocus();
    await userEvent.click(yes);
    await expect(args.onStaySignedIn).toHaveBeenCalledOnce();
    await userEvent.click(
      modal.getByRole('button', { name: textOf(globals, 'session.expiring.no') }),
    );
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const ExpiringPhone: Story = { globals: { viewport: { value: 'phone' } } };

/** Time-out: the session-expired notice, with Sign In when the app offers it. */
export const Expired: Story = {
  render: (args) => (
    <SessionExpiredDialog
      open={args.open}
      onClose={args.onDismiss}
      onSignIn={args.onStaySignedIn}
    />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const dialog = await alertOf(canvasElement);
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'session.expired.title'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: textOf(globals, 'session.expired.signIn') }),
    );
    await expect(args.onStaySignedIn).toHaveBeenCalledOnce();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** E614 on a promotion code: sign in, or not now. */
export const PromoSignIn: Story = {
  render: (args) => (
    <PromoSignInWarning open={args.open} onSignIn={args.onStaySignedIn} onClose={args.onDismiss} />
  ),
  play: async ({ canvasElement, globals, args }) => {
    const dialog = await alertOf(canvasElement);
    await expect(dialog).toHaveAccessibleName(textOf(globals, 'promoSignIn.title'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: textOf(globals, 'promoSignIn.cancel') }),
    );
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onStaySignedIn).not.toHaveBeenCalled();
  },
};
