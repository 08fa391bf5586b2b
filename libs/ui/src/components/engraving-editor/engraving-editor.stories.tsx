import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  initialEngravingState,
  nextEngravingState,
  resolveEngravingRules,
  type EngravingEvent,
  type EngravingState,
} from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  airpodsEngraving,
  engravingSurface,
  engravingSurfaceSize,
  engravingSurfaceTop,
  ipadEngraving,
} from '../../fixtures/item-detail';
import { textOf } from '../../fixtures/story-text';
import { EngravingEditor, type EngravingEditorProps } from './engraving-editor';
import { EngravingPreview } from './engraving-preview';

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
    surfaceSize: engravingSurfaceSize,
    textTop: engravingSurfaceTop,
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

const PREVIEW_WIDTHS = [300, 520, 900] as const;

/**
 * The preview at the widths a picture gets on a phone, a tablet and a desktop:
 * the text's top and size are the item's picture pixels scaled with the
 * rendered picture, so they are the same share of the picture at every width;
 * and a long line still shrinks (auto-resize).
 */
export const PreviewScalesWithPicture: Story = {
  render: () => (
    <div>
      {PREVIEW_WIDTHS.map((width) => (
        <div key={width} data-testid={`preview-${width}`} style={{ width, marginBottom: 16 }}>
          <EngravingPreview
            lines={{ persMesg1: 'ANNA', persMesg2: 'A much longer second line here' }}
            rules={ipadRules}
            surfaceImage={engravingSurface}
            surfaceSize={engravingSurfaceSize}
            textTop={engravingSurfaceTop}
          />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const measure = (width: number) => {
      const box = within(canvas.getByTestId(`preview-${width}`));
      const figure = box.getByTestId('engraving-preview').getBoundingClientRect();
      const text = box.getByTestId('engraving-preview-text').getBoundingClientRect();
      const size = (line: 1 | 2) =>
        parseFloat(getComputedStyle(box.getByTestId(`engraving-preview-line-${line}`)).fontSize);
      return {
        width: figure.width,
        top: (text.top - figure.top) / figure.height,
        font1: size(1) / figure.width,
        font2: size(2) / figure.width,
      };
    };
    const shares = PREVIEW_WIDTHS.map(measure);
    for (const share of shares) {
      // The item's top of 150 px on its 400 px tall picture: 37.5% down, at every width.
      await expect(share.top).toBeCloseTo(150 / 400, 2);
      // iPad: 24 px on a 600 px picture for a short line, less for a long one.
      await expect(share.font1).toBeCloseTo(24 / 600, 3);
      await expect(share.font2).toBeLessThan(share.font1);
      await expect(share.font2).toBeGreaterThan(0);
    }
    await expect(shares.map((share) => Math.round(share.width))).toEqual([...PREVIEW_WIDTHS]);
  },
};
