import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialEngravingState,
  nextEngravingState,
  type EngravingEvent,
  type EngravingState,
} from './engraving-state';
import { resolveEngravingRules } from './resolve-engraving-rules';
import {
  engravingInputArb,
  engravingRulesArb,
  validEngravingLinesArb,
} from '../testing/engraving.arbitraries';

const rules = resolveEngravingRules({
  engraving: true,
  engravingLine: 2,
  engAndNumericMaxLenght: 12,
  localAndSpecialMaxLenght: 8,
  uppercaseOnly: true,
});
const saved = { persMesg1: 'ANNA', persMesg2: 'LOVE TOM' };

const run = (state: EngravingState, ...events: EngravingEvent[]): EngravingState =>
  events.reduce((current, event) => nextEngravingState(current, event, rules), state);

describe('engraving states: empty, filling, completed (spec section 4)', () => {
  it('starts empty without saved lines, completed with them', () => {
    expect(initialEngravingState()).toEqual({ status: 'empty' });
    expect(initialEngravingState({ persMesg1: ' ', persMesg2: '' })).toEqual({ status: 'empty' });
    expect(initialEngravingState(saved)).toEqual({ status: 'completed', saved });
  });

  it('filling: the temporary lines are copied from the saved lines and the messages cleared', () => {
    expect(run({ status: 'completed', saved }, { type: 'opened', quantity: 1 })).toEqual({
      status: 'filling',
      saved,
      draft: saved,
      confirmed: false,
      messages: [],
      warnings: [],
    });
  });

  it('"Engraving with quantity above 1 warns that quantity will be set to 1"', () => {
    const filling = run({ status: 'empty' }, { type: 'opened', quantity: 3 });
    expect(filling.status === 'filling' && filling.warnings).toEqual([
      { code: 'engraving.quantityWillBeSetToOne', quantity: 3 },
    ]);
  });

  it('typing checks the line at once, in capitals when uppercaseOnly Y', () => {
    const filling = run(
      { status: 'empty' },
      { type: 'opened', quantity: 1 },
      { type: 'lineChanged', line: 1, text: 'Happy birthday' },
      { type: 'lineChanged', line: 2, text: 'anna' },
    );
    expect(filling).toMatchObject({
      status: 'filling',
      draft: { persMesg1: 'HAPPY BIRTHDAY', persMesg2: 'ANNA' },
      messages: [{ code: 'engraving.tooLong', line: 1, en: 12, th: 8 }],
    });
  });

  it('completed: saving with both lines valid and the confirmation ticked makes the temporary lines saved', () => {
    expect(
      run(
        { status: 'empty' },
        { type: 'opened', quantity: 1 },
        { type: 'lineChanged', line: 1, text: 'For Anna' },
        { type: 'confirmationToggled', confirmed: true },
        { type: 'saveClicked' },
      ),
    ).toEqual({ status: 'completed', saved: { persMesg1: 'FOR ANNA', persMesg2: '' } });
  });

  it('"User must tick a confirmation before continuing"', () => {
    const unconfirmed = run(
      { status: 'empty' },
      { type: 'opened', quantity: 1 },
      { type: 'lineChanged', line: 1, text: 'ANNA' },
      { type: 'saveClicked' },
    );
    expect(unconfirmed).toMatchObject({
      status: 'filling',
      messages: [{ code: 'engraving.confirmationRequired' }],
    });
    // ticking the box clears that message
    expect(run(unconfirmed, { type: 'confirmationToggled', confirmed: true })).toMatchObject({
      status: 'filling',
      confirmed: true,
      messages: [],
    });
    expect(run(unconfirmed, { type: 'confirmationToggled', confirmed: false })).toMatchObject({
      messages: [{ code: 'engraving.confirmationRequired' }],
    });
  });

  it('"Saving needs both lines valid": every error is reported, and the first line is required', () => {
    const invalid = run(
      { status: 'empty' },
      { type: 'opened', quantity: 1 },
      { type: 'lineChanged', line: 2, text: '€' },
      { type: 'saveClicked' },
    );
    expect(invalid).toMatchObject({
      status: 'filling',
      messages: [
        { code: 'engraving.bannedCharacters', line: 2, characters: '€' },
        { code: 'field.required', line: 1 },
        { code: 'engraving.confirmationRequired' },
      ],
    });
  });

  it('cancelling returns to the saved lines, or to empty when nothing was saved', () => {
    expect(
      run(
        { status: 'completed', saved },
        { type: 'opened', quantity: 1 },
        { type: 'lineChanged', line: 1, text: 'X' },
        { type: 'cancelled' },
      ),
    ).toEqual({ status: 'completed', saved });
    expect(
      run({ status: 'empty' }, { type: 'opened', quantity: 1 }, { type: 'cancelled' }),
    ).toEqual({ status: 'empty' });
  });

  it('removing the engraving empties it from any state', () => {
    expect(run({ status: 'completed', saved }, { type: 'removed' })).toEqual({ status: 'empty' });
    expect(run({ status: 'empty' }, { type: 'opened', quantity: 1 }, { type: 'removed' })).toEqual({
      status: 'empty',
    });
  });

  it('ignores events that do not apply, and never opens for an item with engraving N', () => {
    const completed: EngravingState = { status: 'completed', saved };
    expect(run(completed, { type: 'lineChanged', line: 1, text: 'X' })).toBe(completed);
    expect(run(completed, { type: 'saveClicked' })).toBe(completed);
    const filling = run(completed, { type: 'opened', quantity: 1 });
    expect(run(filling, { type: 'opened', quantity: 5 })).toBe(filling);
    const notOffered = resolveEngravingRules({ engraving: false });
    expect(
      nextEngravingState({ status: 'empty' }, { type: 'opened', quantity: 1 }, notOffered),
    ).toEqual({
      status: 'empty',
    });
  });

  describe('properties', () => {
    it('valid lines, ticked and saved, become exactly the saved lines (as engraved)', () => {
      fc.assert(
        fc.property(
          engravingRulesArb().chain((anyRules) =>
            fc.tuple(fc.constant(anyRules), validEngravingLinesArb(anyRules)),
          ),
          fc.integer({ min: 1, max: 999 }),
          ([anyRules, lines], quantity) => {
            const events: EngravingEvent[] = [
              { type: 'opened', quantity },
              { type: 'lineChanged', line: 1, text: lines.persMesg1 },
              { type: 'lineChanged', line: 2, text: lines.persMesg2 },
              { type: 'confirmationToggled', confirmed: true },
              { type: 'saveClicked' },
            ];
            const end = events.reduce(
              (state, event) => nextEngravingState(state, event, anyRules),
              initialEngravingState(),
            );
            const upper = (text: string): string =>
              anyRules.uppercaseOnly ? text.toUpperCase() : text;
            expect(end).toEqual({
              status: 'completed',
              saved: { persMesg1: upper(lines.persMesg1), persMesg2: upper(lines.persMesg2) },
            });
          },
        ),
      );
    });

    it('whatever is typed, a cancel leaves the saved lines untouched', () => {
      fc.assert(
        fc.property(engravingInputArb(), engravingInputArb(), (first, second) => {
          const end = run(
            { status: 'completed', saved },
            { type: 'opened', quantity: 1 },
            { type: 'lineChanged', line: 1, text: first },
            { type: 'lineChanged', line: 2, text: second },
            { type: 'confirmationToggled', confirmed: true },
            { type: 'cancelled' },
          );
          expect(end).toEqual({ status: 'completed', saved });
        }),
      );
    });

    it('a completed engraving always holds lines that pass the rules, with a first line', () => {
      fc.assert(
        fc.property(engravingInputArb(), engravingInputArb(), (first, second) => {
          const end = run(
            { status: 'empty' },
            { type: 'opened', quantity: 1 },
            { type: 'lineChanged', line: 1, text: first },
            { type: 'lineChanged', line: 2, text: second },
            { type: 'confirmationToggled', confirmed: true },
            { type: 'saveClicked' },
          );
          if (end.status === 'completed') {
            expect(end.saved.persMesg1.trim()).not.toBe('');
            const reopened = run(
              end,
              { type: 'opened', quantity: 1 },
              { type: 'lineChanged', line: 1, text: end.saved.persMesg1 },
            );
            expect(reopened).toMatchObject({ status: 'filling', messages: [] });
          } else {
            expect(end).toMatchObject({ status: 'filling' });
            expect(end.status === 'filling' && end.messages.length).toBeGreaterThan(0);
          }
        }),
      );
    });
  });
});
