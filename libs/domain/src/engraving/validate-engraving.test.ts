import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ENGRAVING } from './engraving-lines';
import { resolveEngravingRules } from './resolve-engraving-rules';
import { validateEngraving } from './validate-engraving';
import { validateEngravingLine } from './validate-engraving-line';
import {
  engravingInputArb,
  engravingRulesArb,
  validEngravingLinesArb,
} from '../testing/engraving.arbitraries';

const twoLines = resolveEngravingRules({
  engraving: true,
  engravingLine: 2,
  engAndNumericMaxLenght: 12,
  localAndSpecialMaxLenght: 8,
  uppercaseOnly: true,
});
const oneLine = resolveEngravingRules({ engraving: true, engravingLine: 1 });

describe('validateEngraving: both lines of an item', () => {
  it('accepts two valid lines, as they will be engraved (uppercased if uppercaseOnly Y)', () => {
    expect(validateEngraving({ persMesg1: 'For Anna', persMesg2: 'Love,Tom' }, twoLines)).toEqual({
      ok: true,
      value: { persMesg1: 'FOR ANNA', persMesg2: 'LOVE,TOM' },
    });
  });

  it('collects the errors of both lines, each with its line number', () => {
    expect(validateEngraving({ persMesg1: 'HAPPY BIRTHDAY', persMesg2: 'é' }, twoLines)).toEqual({
      ok: false,
      errors: [
        { code: 'engraving.tooLong', line: 1, en: 12, th: 8 },
        { code: 'engraving.bannedCharacters', line: 2, characters: 'é' },
      ],
    });
  });

  it('the second line is optional', () => {
    expect(validateEngraving({ persMesg1: 'ANNA', persMesg2: '' }, twoLines)).toEqual({
      ok: true,
      value: { persMesg1: 'ANNA', persMesg2: '' },
    });
  });

  it('the second line is offered only if the item allows two lines', () => {
    expect(validateEngraving({ persMesg1: 'ANNA', persMesg2: 'TOM' }, oneLine)).toEqual({
      ok: false,
      errors: [{ code: 'engraving.secondLineNotAllowed', line: 2 }],
    });
    expect(validateEngraving({ persMesg1: 'ANNA', persMesg2: '   ' }, oneLine)).toEqual({
      ok: true,
      value: { persMesg1: 'ANNA', persMesg2: '' },
    });
  });

  it('reports a bad first line and a forbidden second line together', () => {
    const checked = validateEngraving({ persMesg1: '€', persMesg2: 'TOM' }, oneLine);
    expect(checked.ok ? [] : checked.errors.map((error) => error.code)).toEqual([
      'engraving.bannedCharacters',
      'engraving.secondLineNotAllowed',
    ]);
  });

  it('refuses text for an item with engraving N', () => {
    expect(
      validateEngraving(
        { persMesg1: 'ANNA', persMesg2: '' },
        resolveEngravingRules({ engraving: false }),
      ),
    ).toEqual({ ok: false, errors: [{ code: 'engraving.notOffered' }] });
  });

  it('blank lines mean no engraving, for any item', () => {
    expect(
      validateEngraving(
        { persMesg1: ' ', persMesg2: '' },
        resolveEngravingRules({ engraving: false }),
      ),
    ).toEqual({
      ok: true,
      value: NO_ENGRAVING,
    });
  });

  describe('properties', () => {
    it('lines made of letters, digits and spaces within the English limit are accepted', () => {
      fc.assert(
        fc.property(
          engravingRulesArb().chain((rules) =>
            fc.tuple(fc.constant(rules), validEngravingLinesArb(rules)),
          ),
          ([rules, lines]) => {
            expect(validateEngraving(lines, rules).ok).toBe(true);
          },
        ),
      );
    });

    it('accepted exactly when each used line passes on its own, and the accepted lines are those lines', () => {
      fc.assert(
        fc.property(
          engravingInputArb(),
          engravingInputArb(),
          engravingRulesArb(),
          (first, second, rules) => {
            const checked = validateEngraving({ persMesg1: first, persMesg2: second }, rules);
            const line1 = validateEngravingLine(first, rules, 1);
            const line2 = validateEngravingLine(second, rules, 2);
            const secondUsed = second.trim() !== '';
            const expected =
              (first.trim() === '' && !secondUsed) ||
              (line1.ok && (rules.lineCount === 2 ? line2.ok : !secondUsed));
            expect(checked.ok).toBe(expected);
            if (checked.ok && line1.ok && line2.ok) {
              expect(checked.value.persMesg1).toBe(line1.value);
              expect(checked.value.persMesg2).toBe(rules.lineCount === 2 ? line2.value : '');
            }
          },
        ),
      );
    });
  });
});
