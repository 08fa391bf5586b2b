import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ProfileForm } from './profile-form';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  args: {
    email: 'somchai@example.com',
    initial: {
      firstName: 'Somchai',
      lastName: 'Jaidee',
      countryCode: '+66',
      mobileNumber: '0812345678',
      birthday: '14-02-1990',
      languageId: 'th',
    },
    countryCodes: [
      { code: '+66', name: 'Thailand', thaiName: 'ไทย' },
      { code: '+65', name: 'Singapore', thaiName: 'สิงคโปร์' },
    ],
    today: { year: 2026, month: 11, day: 27 },
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Save waits for a change; Cancel puts the saved profile back; a good change is sent. */
export const Form: Story = {
  play: async ({ canvas, globals, args }) => {
    const field = (id: Parameters<typeof textOf>[1]) =>
      canvas.getByLabelText(new RegExp(`^${textOf(globals, id)}`));
    const save = canvas.getByRole('button', { name: textOf(globals, 'afterSale.save') });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(field('afterSale.profile.email')).toHaveAttribute('readonly');
    await userEvent.clear(field('afterSale.profile.lastName'));
    await userEvent.type(field('afterSale.profile.lastName'), 'Rakdee');
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'afterSale.cancel') }),
    );
    await expect(field('afterSale.profile.lastName')).toHaveValue('Jaidee');
    await userEvent.clear(field('afterSale.profile.birthday'));
    await userEvent.type(field('afterSale.profile.birthday'), '31-02-1990');
    await userEvent.click(field('afterSale.profile.firstName'));
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'afterSale.save') }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(field('afterSale.profile.birthday'));
    await userEvent.type(field('afterSale.profile.birthday'), '28-02-1990{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...args.initial, birthday: '28-02-1990' });
  },
};

/** Saved: the spec's success text. */
export const Saved: Story = { args: { saved: true } };
