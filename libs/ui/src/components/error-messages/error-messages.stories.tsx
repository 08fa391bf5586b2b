import type { Meta, StoryObj } from '@storybook/react-vite';
import { domainError } from '@rewards/domain';
import { expect } from 'storybook/test';
import { ErrorMessages } from './error-messages';

const meta = {
  title: 'Feedback/ErrorMessages',
  component: ErrorMessages,
  args: {
    errors: [
      domainError('cart.amountLimitExceeded', { limit: '50000.00' }),
      domainError('password.tooShort'),
      domainError('password.missingDigit'),
      domainError('some.codeWithoutText'),
    ],
  },
} satisfies Meta<typeof ErrorMessages>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Codes become text in the language, amounts grouped; codes sharing a text show
 * it once; a code without a text yet shows as itself.
 */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      globals.locale === 'th' ? '50,000 บาท' : 'THB 50,000.',
    );
    await expect(items[2]).toHaveTextContent('some.codeWithoutText');
  },
};

export const Notice: Story = {
  args: { errors: [domainError('engraving.quantityWillBeSetToOne')], tone: 'notice' },
};
