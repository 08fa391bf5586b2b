import type { Meta, StoryObj } from '@storybook/react-vite';
import { domainError } from '@rewards/domain';
import { expect, fn, userEvent } from 'storybook/test';
import {
  airpodsCartLine,
  expiredCartLine,
  iphoneCartLine,
  macbookCartLine,
} from '../../fixtures/cart';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CartLineItem } from './cart-line-item';

const meta = {
  title: 'Cart/CartLineItem',
  component: CartLineItem,
  args: {
    line: iphoneCartLine,
    expired: false,
    itemHref: '/itemDetail?itemCode=IP17P-256-OR',
    engravingHref: '/itemDetail?itemCode=IP17P-256-OR&screen=engraving&status=editing',
    onCheckedChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onRemoveCarePlan: fn(),
  },
} satisfies Meta<typeof CartLineItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The iPhone with its care plan: the name in the story's language, the quantity applied only
 * when the box is left, the checkbox, remove and the care plan's own remove.
 */
export const WithCarePlan: Story = {
  play: async ({ canvas, globals, args }) => {
    const name = localeOf(globals) === 'th' ? iphoneCartLine.thaiName : iphoneCartLine.name;
    await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', args.itemHref);
    await expect(
      canvas.getByText(textOf(globals, 'cartPage.partNumber', { partNumber: 'MG8H4TH/A' })),
    ).toBeVisible();
    // 45,900 + 8,990 for the care plan.
    await expect(
      canvas.getByText(localeOf(globals) === 'th' ? '54,890 บาท' : 'THB 54,890'),
    ).toBeVisible();

    const box = canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    await userEvent.clear(box);
    await userEvent.type(box, '3');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onQuantityChange).toHaveBeenCalledOnce();
    await expect(args.onQuantityChange).toHaveBeenCalledWith(3);

    const checkbox = canvas.getByRole('checkbox', {
      name: textOf(globals, 'cartPage.choose', { name }),
    });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);

    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'cartPage.removeCarePlanOf', { name }) }),
    );
    await expect(args.onRemoveCarePlan).toHaveBeenCalledOnce();
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'cartPage.removeItem', { name }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'engraving.add') }),
    ).toHaveAttribute('href', args.engravingHref);
  },
};

/** An engraved line shows its text and an edit link; its item allows 2, with 3 in the cart. */
export const EngravedAboveMaximum: Story = {
  args: {
    line: { ...airpodsCartLine, quantity: 3 },
    errors: [domainError('cart.maxQuantityPerOrder', { n: 2, itemCode: 'APP-PRO3' })],
    engravingHref: '/itemDetail?itemCode=APP-PRO3&screen=engraving&status=editing',
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(
        textOf(globals, 'cartPage.engravedLine', { line: 1, text: 'HAPPY BIRTHDAY' }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'engraving.edit') }),
    ).toBeVisible();
    const message = textOf(globals, 'cart.maxQuantityPerOrder', { n: 2 });
    const box = canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    await expect(box).toHaveAccessibleDescription(message);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Past its end date: unchecked, not choosable, marked, and only removable. */
export const Expired: Story = {
  args: {
    line: { ...expiredCartLine, checked: false },
    expired: true,
    notices: [domainError('cart.itemUnavailable', { uuid: 'line-band' })],
    engravingHref: undefined,
  },
  play: async ({ canvas, globals, args }) => {
    await expect(canvas.getByText(textOf(globals, 'cart.itemUnavailable'))).toBeVisible();
    await expect(canvas.getByText(textOf(globals, 'cartPage.unavailable'))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: textOf(globals, 'quantity.label') }),
    ).toBeDisabled();
    // A unit price with satang keeps them; the line total of 3,581 has none.
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? '1,790.50 บาท' : 'THB 1,790.50')).toBeVisible();
    await expect(canvas.getByText(th ? '3,581 บาท' : 'THB 3,581')).toBeVisible();
    const name = th ? expiredCartLine.thaiName : expiredCartLine.name;
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'cartPage.removeItem', { name }) }),
    );
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** The price went down since the line was added: a notice, not an error. */
export const PriceChanged: Story = {
  args: {
    line: macbookCartLine,
    notices: [domainError('cart.priceChanged', { uuid: 'line-mac' })],
    engravingHref: undefined,
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'cart.priceChanged'))).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
