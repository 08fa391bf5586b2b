import type { Meta, StoryObj } from '@storybook/react-vite';
import { CARD_BRANDS, type CardBrand } from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { CardBrandSelect, type CardBrandSelectProps } from './card-brand-select';

function StatefulSelect(props: CardBrandSelectProps) {
  const [value, setValue] = useState<CardBrand | undefined>(props.value);
  return (
    <CardBrandSelect
      {...props}
      value={value}
      onChange={(brand) => {
        setValue(brand);
        props.onChange(brand);
      }}
    />
  );
}

const meta = {
  title: 'Item/CardBrandSelect',
  component: CardBrandSelect,
  args: { value: 'KCC', onChange: fn() },
  render: (args) => <StatefulSelect {...args} />,
} satisfies Meta<typeof CardBrandSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each card by its name in the language; no code (KCC, AYCAP, GCS, TMS) is shown. */
export const Names: Story = {
  play: async ({ canvas, globals, args }) => {
    const select = canvas.getByRole('combobox', { name: textOf(globals, 'cardBrand.label') });
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      CARD_BRANDS.map((brand) => textOf(globals, `cardBrand.${brand}`)),
    );
    for (const option of options) {
      await expect(CARD_BRANDS.some((brand) => option.textContent === brand)).toBe(false);
    }
    await userEvent.selectOptions(select, textOf(globals, 'cardBrand.AYCAP'));
    await expect(args.onChange).toHaveBeenLastCalledWith('AYCAP');
    await expect(select).toHaveValue('AYCAP');
  },
};
