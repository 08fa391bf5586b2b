import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  EMPTY_SELECTION,
  selectedItem,
  selectionOfItem,
  type ItemSelection,
} from '@rewards/domain';
import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { iphoneGroup, swatchOf, valueLabelIn, watchGroup } from '../../fixtures/item-detail';
import { localeOf, textOf } from '../../fixtures/story-text';
import { AttributePicker, type AttributePickerProps } from './attribute-picker';

/** The picker with its selection kept in the story, as the app keeps it. */
function StatefulPicker(props: AttributePickerProps) {
  const [selection, setSelection] = useState<ItemSelection>(props.selection);
  const item = selectedItem(props.group, selection);
  return (
    <>
      <AttributePicker
        {...props}
        selection={selection}
        onChange={(next) => {
          setSelection(next);
          props.onChange(next);
        }}
      />
      <chakra.output
        display="block"
        mt="4"
        fontSize="sm"
        color="fg.muted"
        data-testid="selected-code"
      >
        {item?.code ?? '—'}
      </chakra.output>
    </>
  );
}

const meta = {
  title: 'Item/AttributePicker',
  component: AttributePicker,
  args: { group: iphoneGroup, selection: EMPTY_SELECTION, onChange: fn(), swatch: swatchOf },
  render: (args, { globals }) => (
    <StatefulPicker {...args} valueLabel={valueLabelIn(localeOf(globals))} />
  ),
} satisfies Meta<typeof AttributePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const colour = (globals: Record<string, unknown>, english: string, thai: string) =>
  localeOf(globals) === 'th' ? thai : english;

/**
 * Capacity is locked until a colour is chosen; choosing the colour again
 * resets the capacity; 1TB cannot be chosen in Deep Blue (none to buy).
 */
export const ChooseInOrder: Story = {
  play: async ({ canvas, globals, args }) => {
    const capacity256 = canvas.getByRole('radio', { name: '256GB' });
    await expect(capacity256).toBeDisabled();
    await expect(
      canvas.getByText(
        textOf(globals, 'attributes.lockedHint', {
          attribute: textOf(globals, 'attribute.colour'),
        }),
      ),
    ).toBeVisible();

    await userEvent.click(
      canvas.getByRole('radio', { name: colour(globals, 'Cosmic Orange', 'ส้มคอสมิก') }),
    );
    await expect(capacity256).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: '512GB' }));
    await expect(canvas.getByRole('radio', { name: '512GB' })).toBeChecked();
    await expect(canvas.getByTestId('selected-code')).toHaveTextContent('IP17P-512-OR');

    // An earlier choice resets the later ones.
    await userEvent.click(
      canvas.getByRole('radio', { name: colour(globals, 'Deep Blue', 'น้ำเงินเข้ม') }),
    );
    await expect(canvas.getByRole('radio', { name: '512GB' })).not.toBeChecked();
    await expect(canvas.getByTestId('selected-code')).toHaveTextContent('—');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      choices: ['Deep Blue'],
      carePlan: false,
    });

    // An option no item matches is shown but cannot be chosen.
    const terabyte = canvas.getByRole('radio', {
      name: `1TB (${textOf(globals, 'attributes.unavailable')})`,
    });
    await expect(terabyte).toBeDisabled();
    await userEvent.click(terabyte, { pointerEventsCheck: 0 });
    await expect(terabyte).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Opened on an item (the item page's code): every attribute chosen. */
export const Chosen: Story = {
  args: { selection: selectionOfItem(iphoneGroup, 'IP17P-256-BL') },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('selected-code')).toHaveTextContent('IP17P-256-BL');
    await expect(canvas.getByRole('radio', { name: '256GB' })).toBeChecked();
  },
};

/** Three attributes; the 49mm size has nothing to buy. */
export const ThreeAttributes: Story = {
  args: { group: watchGroup },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('radio', { name: `49mm (${textOf(globals, 'attributes.unavailable')})` }),
    ).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '46mm' }));
    await expect(canvas.getByRole('radio', { name: 'Sport Band' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: colour(globals, 'Silver', 'เงิน') }));
    await expect(canvas.getByRole('radio', { name: 'Sport Loop' })).toBeEnabled();
    await expect(
      canvas.getByRole('radio', {
        name: `Sport Band (${textOf(globals, 'attributes.unavailable')})`,
      }),
    ).toBeDisabled();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
