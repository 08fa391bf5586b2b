import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkCartLimits } from '@rewards/domain';
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { limitedLine } from '../../fixtures/item-detail';
import { textOf } from '../../fixtures/story-text';
import { QuantityInput, type QuantityInputProps } from './quantity-input';

/**
 * The box with its quantity kept in the story, and for a limited item the
 * domain's max-quantity check of the line (as the item page runs it on add).
 */
function StatefulQuantity(props: QuantityInputProps & { readonly limited?: boolean }) {
  const { limited = false, ...rest } = props;
  const [quantity, setQuantity] = useState(props.value);
  const errors = limited
    ? checkCartLimits(
        [limitedLine(quantity)],
        { perTransactionAmountLimit: undefined, maxRedeemablePointsPerTransaction: undefined },
        'adding',
      ).errors
    : [];
  return (
    <QuantityInput
      {...rest}
      value={quantity}
      errors={errors}
      onChange={(next) => {
        setQuantity(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Item/QuantityInput',
  component: QuantityInput,
  args: { value: 1, onChange: fn() },
  render: (args) => <StatefulQuantity {...args} />,
} satisfies Meta<typeof QuantityInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Letters are ignored, a fourth digit is cut, the value applies on blur only,
 * 0 becomes 1, and - stops at 1.
 */
export const Typing: Story = {
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    const minus = canvas.getByRole('button', { name: textOf(globals, 'quantity.decrease') });
    await expect(box).toHaveValue('1');
    await expect(minus).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, 'a2b');
    await expect(box).toHaveValue('2');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(minus).toBeEnabled();

    await userEvent.clear(box);
    await userEvent.type(box, '12345');
    await expect(box).toHaveValue('123');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(123);

    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.tab();
    await expect(box).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(minus).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.tab();
    await expect(box).toHaveValue('1');
  },
};

/** A limited item (at most 2): + stops at 2, - goes back down. */
export const Limited: Story = {
  args: { max: 2 },
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    const plus = canvas.getByRole('button', { name: textOf(globals, 'quantity.increase') });
    const minus = canvas.getByRole('button', { name: textOf(globals, 'quantity.decrease') });
    await userEvent.click(plus);
    await expect(box).toHaveValue('2');
    await expect(plus).toBeDisabled();
    await userEvent.click(minus);
    await expect(box).toHaveValue('1');
    await expect(minus).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Typing more than the item allows shows the domain's message. */
export const AboveMaximum: Story = {
  args: { max: 2 },
  render: (args) => <StatefulQuantity {...args} limited />,
  play: async ({ canvas, globals }) => {
    const box = canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    await userEvent.tab();
    const message = textOf(globals, 'cart.maxQuantityPerTransaction', { n: 2 });
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(message);
  },
};

/**
 * The limit as the item page uses it: the message shows with the keystroke
 * that crosses the limit (before blur), once, next to the box, and add to cart
 * stays disabled until the box is back within the limit.
 */
export const OverLimitWhileTyping: Story = {
  args: { max: 2 },
  render: (args) => {
    function Page() {
      const [over, setOver] = useState<number | undefined>(undefined);
      return (
        <div>
          <StatefulQuantity
            {...args}
            limited
            limit={{ limit: true, maxQuantity: 2 }}
            onOverLimitChange={setOver}
          />
          <Button mt="3" colorPalette="accent" disabled={over !== undefined}>
            Add to cart
          </Button>
        </div>
      );
    }
    return <Page />;
  },
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    const message = textOf(globals, 'cart.maxQuantityPerTransaction', { n: 2 });
    await expect(add).toBeEnabled();
    await userEvent.clear(box);
    await userEvent.type(box, '3');
    // Not blurred yet: nothing applied, but the message and the disabled button are there.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByText(message)).toHaveLength(1);
    await expect(box).toHaveAccessibleDescription(message);
    await expect(add).toBeDisabled();
    // Applied on blur, the cart check says the same: still one message.
    await userEvent.tab();
    await expect(canvas.getAllByText(message)).toHaveLength(1);
    await userEvent.clear(box);
    await userEvent.type(box, '2');
    await expect(add).toBeEnabled();
    await userEvent.tab();
    await expect(canvas.queryByText(message)).toBeNull();
    await expect(add).toBeEnabled();
  },
};
