import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Stack } from '@chakra-ui/react';
import { domainError } from '@rewards/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { FormField, SubmitButton } from './form-field';
import { ServerError } from './server-error';

const meta = {
  title: 'Account/FormField',
  component: FormField,
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    value: 'somchai@',
    onChange: fn(),
    onBlur: fn(),
    errors: [domainError('email.invalidFormat')],
  },
  render: (args, { globals }) => (
    <Box maxW="md">
      <form onSubmit={(event) => event.preventDefault()}>
        <Stack gap="4">
          <ServerError error={domainError('login.wrongCredentials')} />
          <FormField {...args} label={textOf(globals, 'auth.signIn.email')} />
          <SubmitButton blocked>{textOf(globals, 'auth.signIn.submit')}</SubmitButton>
        </Stack>
      </form>
    </Box>
  ),
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The message under the field describes it; the refusing button stays focusable and says why
 * on focus; the server's refusal is an alert at the top.
 */
export const WithMessages: Story = {
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('textbox', { name: textOf(globals, 'auth.signIn.email') });
    await expect(box).toHaveAccessibleDescription(textOf(globals, 'email.invalidFormat'));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(box, 'x');
    await expect(args.onChange).toHaveBeenCalledWith('somchai@x');
    const why = textOf(globals, 'auth.submitDisabled');
    await expect(canvas.queryByText(why)).not.toBeVisible();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
    const submit = canvas.getByRole('button', { name: textOf(globals, 'auth.signIn.submit') });
    await expect(submit).toHaveFocus();
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByText(why)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      textOf(globals, 'login.wrongCredentials'),
    );
  },
};
