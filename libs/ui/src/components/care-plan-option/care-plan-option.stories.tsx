import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { carePlan } from '../../fixtures/item-detail';
import { CarePlanOption, type CarePlanOptionProps } from './care-plan-option';

function StatefulOption(props: CarePlanOptionProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <CarePlanOption
      {...props}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        props.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Item/CarePlanOption',
  component: CarePlanOption,
  args: { carePlan, checked: false, onCheckedChange: fn() },
  render: (args) => <StatefulOption {...args} />,
} satisfies Meta<typeof CarePlanOption>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Name, price and description; ticking it calls back. */
export const Offered: Story = {
  play: async ({ canvas, globals, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await expect(
      canvas.getByText(globals.locale === 'th' ? '8,990 บาท' : 'THB 8,990'),
    ).toBeVisible();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Ticked: Story = { args: { checked: true } };

export const Disabled: Story = { args: { disabled: true } };

/** An item without a care plan shows nothing. */
export const NotOffered: Story = {
  args: { carePlan: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};
