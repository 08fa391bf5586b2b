import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ChangePasswordForm } from './change-password-form';

const meta = {
  title: 'Account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(), onDoneClose: fn() },
  decorators: [
    (Story) => (
      <Box maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button refuses a weak or mismatched new password, and sends three good fields. */
export const Form: Story = {
  play: async ({ canvas, globals, args }) => {
    const label = (id: Parameters<typeof textOf>[1]) =>
      canvas.getByLabelText(new RegExp(`^${textOf(globals, id)}`));
    const submit = canvas.getByRole('button', {
      name: textOf(globals, 'afterSale.password.submit'),
    });
    await userEvent.type(label('afterSale.password.current'), 'OldSecret123');
    await userEvent.type(label('afterSale.password.new'), 'short');
    await userEvent.click(label('afterSale.password.confirm'));
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(label('afterSale.password.new'));
    await userEvent.type(label('afterSale.password.new'), 'NewSecret456');
    await userEvent.type(label('afterSale.password.confirm'), 'NewSecret456{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'OldSecret123',
      newPassword: 'NewSecret456',
      confirmPassword: 'NewSecret456',
    });
  },
};

/** The current password was wrong: the server's title above the form. */
export const Refused: Story = { args: { error: 'Your current password is not correct.' } };

/** Changed: the success dialog, and the form empty again behind it. */
export const Done: Story = {
  args: { done: true },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByLabelText(new RegExp(`^${textOf(globals, 'afterSale.password.current')}`)),
    ).toHaveValue('');
  },
};
