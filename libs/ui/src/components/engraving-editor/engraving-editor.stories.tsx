import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  initialEngravingState,
  nextEngravingState,
  resolveEngravingRules,
  type EngravingEvent,
  type EngravingState,
} from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { airpodsEngraving, engravingSurface, ipadEngraving } from '../../fixtures/item-detail';
import { textOf } from '../../fixtures/story-text';
import { EngravingEditor, type EngravingEditorProps } from './engraving-editor';

const airpodsRules = resolveEngravingRules(airpodsEngraving);
const ipadRules = resolveEngravingRules(ipadEngraving);
const filling = (rules = airpodsRules): EngravingState =>
  nextEngravingState(initialEngravingState(), { type: 'opened', quantity: 1 }, rules);

/** The editor with its state kept by the domain's `nextEngravingState`, as the app keeps it. */
function StatefulEditor(props: EngravingEditorProps) {
  const [state, setState] = useState(props.state);
  return (
    <EngravingEditor
      {...props}
      state={state}
      onEvent={(event: EngravingEvent) => {
        setState((current) => nextEngravingState(current, event, props.rules));
        props.onEvent(event);
      }}
    />
  );
}

const meta = {
  title: 'Item/EngravingEditor',
  component: EngravingEditor,
  args: {
    rules: airpodsRules,
    state: filling(),
    onEvent: fn(),
    quantity: 1,
    surfaceImage: engravingSurface,
  },
  render: (args) => <StatefulEditor {...args} />,
} satisfies Meta<typeof EngravingEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * AirPods: one line only, capitals applied as typed, Thai refused with the
 * domain's message, and saving needs the confirmation tick.
 */
export const OneLineCapitals: Story = {
  play: async ({ canvas, globals }) => {
    const line1 = canvas.getByRole('textbox', {
      name: textOf(globals, 'engraving.line', { line: 1 }),
    });
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);

    await userEvent.type(line1, 'สวัสดี');
    await expect(canvas.getByText(textOf(globals, 'engraving.thaiNotAllowed'))).toBeVisible();
    await expect(line1).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(line1);
    await userEvent.type(line1, 'anna bo');
    await expect(line1).toHaveValue('ANNA BO');
    await expect(canvas.getByTestId('engraving-preview-line-1')).toHaveTextContent('ANNA BO');
    await expect(line1).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(textOf(globals, 'engraving.thaiNotAllowed'))).toBeNull();

    const save = canvas.getByRole('button', { name: textOf(globals, 'engraving.save') });
    await userEvent.click(save);
    await expect(canvas.getByText(textOf(globals, 'engraving.confirmationRequired'))).toBeVisible();
    await expect(canvas.queryByText(textOf(globals, 'engraving.saved'))).toBeNull();

    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'engraving.confirm') }),
    );
    await userEvent.click(save);
    await expect(canvas.getByText(textOf(globals, 'engraving.saved'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'engraving.edit') }),
    ).toBeVisible();
  },
};

/** A Thai line cannot be saved where Thai is not allowed, even with the tick. */
export const ThaiRejected: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: textOf(globals, 'engraving.line', { line: 1 }) }),
      'รัก',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'engraving.confirm') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'engraving.save') }));
    await expect(canvas.getByText(textOf(globals, 'engraving.thaiNotAllowed'))).toBeVisible();
    await expect(canvas.queryByText(textOf(globals, 'engraving.saved'))).toBeNull();
  },
};

/** iPad: a second, optional line, Thai allowed, mixed case kept; each line's font shrinks when long. */
export const TwoLinesThai: Story = {
  args: { rules: ipadRules, state: filling(ipadRules) },
  play: async ({ canvas, globals }) => {
    const line2 = canvas.getByRole('textbox', {
      name: textOf(globals, 'engraving.lineOptional', { line: 2 }),
    });
    await userEvent.type(
      canvas.getByRole('textbox', { name: textOf(globals, 'engraving.line', { line: 1 }) }),
      'สุขสันต์วันเกิดนะคนเก่ง',
    );
    await userEvent.type(line2, 'Love, Mum');
    await expect(line2).toHaveValue('Love, Mum');
    await expect(
      canvas.queryAllByRole('listitem').filter((item) => item.closest('[aria-live]')),
    ).toHaveLength(0);
    const short = canvas.getByTestId('engraving-preview-line-2');
    const long = canvas.getByTestId('engraving-preview-line-1');
    await expect(Number.parseFloat(getComputedStyle(long).fontSize)).toBeLessThan(
      Number.parseFloat(getComputedStyle(short).fontSize),
    );
  },
};

/** Too long for its limit: the domain's message with both limits. */
export const TooLong: Story = {
  args: {
    state: nextEngravingState(
      filling(),
      { type: 'lineChanged', line: 1, text: 'ABCDEFGHIJKLMN' },
      airpodsRules,
    ),
  },
};

/** Opening with 3 units selected warns that the quantity becomes 1. */
export const QuantityWarning: Story = {
  args: {
    quantity: 3,
    state: nextEngravingState(
      initialEngravingState(),
      { type: 'opened', quantity: 3 },
      airpodsRules,
    ),
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(textOf(globals, 'engraving.quantityWillBeSetToOne')),
    ).toBeVisible();
  },
};

export const NotEngraved: Story = {
  args: { state: initialEngravingState() },
  play: async ({ canvas, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'engraving.add') }));
    await expect(args.onEvent).toHaveBeenCalledWith({ type: 'opened', quantity: 1 });
    await expect(canvas.getByRole('textbox')).toBeVisible();
  },
};

export const Saved: Story = {
  args: {
    rules: ipadRules,
    state: initialEngravingState({ persMesg1: 'สุขสันต์วันเกิด', persMesg2: 'Love, Mum' }),
  },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'engraving.remove') }),
    );
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'engraving.add') }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
