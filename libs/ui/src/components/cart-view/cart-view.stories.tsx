import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  cartTotals,
  changeLineQuantity,
  checkCheckout,
  reviewCart,
  type CartLine,
  type DomainError,
} from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCaps, storyCart, storyNow } from '../../fixtures/cart';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CartView, type CartViewProps } from './cart-view';

/** A cart kept in the story and run through the domain's rules, as the cart page will. */
function StatefulCart(props: CartViewProps) {
  const [lines, setLines] = useState<readonly CartLine[]>(props.lines);
  const [checkoutErrors, setCheckoutErrors] = useState<readonly DomainError[]>([]);
  const review = reviewCart(lines, storyCaps, storyNow);
  const change = (next: readonly CartLine[]) => {
    setLines(next);
    setCheckoutErrors([]);
  };
  const errors = [
    ...checkoutErrors.filter((error) => error.code === 'cart.noItemChosen'),
    ...review.errors,
  ];
  return (
    <CartView
      {...props}
      lines={review.lines}
      errors={errors}
      notices={review.notices}
      totals={cartTotals(review.lines)}
      onCheckedChange={(uuid, checked) => {
        props.onCheckedChange(uuid, checked);
        change(lines.map((line) => (line.uuid === uuid ? { ...line, checked } : line)));
      }}
      onQuantityChange={(uuid, quantity) => {
        props.onQuantityChange(uuid, quantity);
        change(changeLineQuantity(lines, uuid, quantity));
      }}
      onRemove={(uuid) => {
        props.onRemove(uuid);
        change(lines.filter((line) => line.uuid !== uuid));
      }}
      onRemoveCarePlan={(uuid) => {
        props.onRemoveCarePlan(uuid);
        change(lines.map((line) => (line.uuid === uuid ? { ...line, hasAppleCare: false } : line)));
      }}
      onCheckout={() => {
        props.onCheckout();
        const check = checkCheckout(lines, storyCaps, storyNow);
        setCheckoutErrors(check.ok ? [] : check.errors);
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartView',
  component: CartView,
  args: {
    lines: storyCart,
    errors: [],
    notices: [],
    totals: cartTotals(storyCart),
    now: storyNow,
    continueShoppingHref: '/',
    linksOf: (line) => ({
      itemHref: `/itemDetail?itemCode=${line.code}`,
      engravingHref: line.engraving
        ? `/itemDetail?itemCode=${line.code}&screen=engraving&status=editing`
        : undefined,
    }),
    onCheckedChange: fn(),
    onQuantityChange: fn(),
    onRemove: fn(),
    onRemoveCarePlan: fn(),
    onCheckout: fn(),
  },
  render: (args) => <StatefulCart {...args} />,
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

function money(globals: Readonly<Record<string, unknown>>, digits: string): string {
  return localeOf(globals) === 'th' ? `${digits} บาท` : `THB ${digits}`;
}

/**
 * Four lines: the expired band is unchecked and marked; the total counts the checked lines
 * (45,900 + 8,990 + 8,990 + 44,900); unticking a line and removing a care plan change it.
 */
export const Filled: Story = {
  play: async ({ canvas, globals, args }) => {
    const summary = within(
      canvas.getByRole('region', { name: textOf(globals, 'cartPage.summary') }),
    );
    await expect(summary.getAllByText(money(globals, '108,780'))).toHaveLength(2);
    await expect(canvas.getByText(textOf(globals, 'cart.itemUnavailable'))).toBeVisible();
    const th = localeOf(globals) === 'th';
    await expect(summary.getByText(th ? 'เลือกแล้ว 3 รายการ' : '3 items chosen')).toBeVisible();

    const mac = th
      ? 'แมคบุ๊ก แอร์ 13 นิ้ว M4 16GB 512GB สีมิดไนท์'
      : 'MacBook Air 13-inch M4 16GB 512GB Midnight';
    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'cartPage.choose', { name: mac }) }),
    );
    await expect(args.onCheckedChange).toHaveBeenCalledWith('line-mac', false);
    await expect(summary.getAllByText(money(globals, '63,880'))).toHaveLength(2);

    const iphone = th ? 'ไอโฟน 17 โปร ความจุ 256GB สีส้มคอสมิก' : 'iPhone 17 Pro 256GB Cosmic Orange';
    await userEvent.click(
      canvas.getByRole('button', {
        name: textOf(globals, 'cartPage.removeCarePlanOf', { name: iphone }),
      }),
    );
    await expect(summary.getAllByText(money(globals, '54,890'))).toHaveLength(2);
  },
};

/** Three AirPods where 2 are allowed: the message at the quantity box; back to 2, it goes. */
export const AboveMaximumQuantity: Story = {
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    const airpods = within(
      canvas.getByRole('article', { name: th ? 'แอร์พอดส์ โปร 3' : 'AirPods Pro 3' }),
    );
    const box = airpods.getByRole('textbox', { name: textOf(globals, 'quantity.label') });
    await userEvent.clear(box);
    await userEvent.type(box, '3');
    await userEvent.tab();
    const message = textOf(globals, 'cart.maxQuantityPerOrder', { n: 2 });
    // The engraved AirPods stay at 1 a line: the 2 extra units became lines of their own.
    await expect(canvas.getAllByText(message).length).toBeGreaterThan(0);
    await userEvent.click(
      canvas.getAllByRole('button', {
        name: textOf(globals, 'cartPage.removeItem', {
          name: th ? 'แอร์พอดส์ โปร 3' : 'AirPods Pro 3',
        }),
      })[0] as HTMLElement,
    );
    await expect(canvas.queryByText(message)).toBeNull();
  },
};

/** Nothing chosen: Checkout says 'Please choose a item before do checkout'. */
export const NothingChosen: Story = {
  args: { lines: storyCart.map((line) => ({ ...line, checked: false })) },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'cartPage.checkout') }),
    );
    await expect(args.onCheckout).toHaveBeenCalledOnce();
    await expect(canvas.getByText(textOf(globals, 'cart.noItemChosen'))).toBeVisible();
  },
};

/** Above the cash cap of THB 150,000: the spec's message in the summary. */
export const AboveCashCap: Story = {
  args: {
    lines: storyCart.map((line) => (line.uuid === 'line-mac' ? { ...line, quantity: 2 } : line)),
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(textOf(globals, 'cart.amountLimitExceeded', { limit: '150,000' })),
    ).toBeVisible();
  },
};

/** 'Cart is Empty' with Continue Shopping. */
export const Empty: Story = {
  args: { lines: [] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('heading', { name: textOf(globals, 'empty.cart') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'empty.continueShopping') }),
    ).toHaveAttribute('href', '/');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const PhoneEmpty: Story = { args: { lines: [] }, globals: { viewport: { value: 'phone' } } };
