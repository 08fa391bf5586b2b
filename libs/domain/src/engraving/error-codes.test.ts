import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engravingErrorCodes } from './error-codes';
import { nextEngravingState, type EngravingEvent } from './engraving-state';
import { validateEngraving } from './validate-engraving';
import { engravingInputArb, engravingRulesArb } from '../testing/engraving.arbitraries';

describe('engravingErrorCodes', () => {
  it('are area.camelCaseReason codes of the engraving area, each listed once', () => {
    for (const code of engravingErrorCodes) expect(code).toMatch(/^engraving\.[a-z][A-Za-z]+$/);
    expect(new Set(engravingErrorCodes).size).toBe(engravingErrorCodes.length);
  });

  describe('properties', () => {
    it('every code the engraving rules emit is listed (or is the shared field.required)', () => {
      const known = new Set<string>([...engravingErrorCodes, 'field.required']);
      fc.assert(
        fc.property(
          engravingInputArb(),
          engravingInputArb(),
          engravingRulesArb(),
          fc.boolean(),
          fc.integer({ min: 1, max: 5 }),
          (first, second, rules, offered, quantity) => {
            const itemRules = { ...rules, offered };
            const checked = validateEngraving({ persMesg1: first, persMesg2: second }, itemRules);
            const events: EngravingEvent[] = [
              { type: 'opened', quantity },
              { type: 'lineChanged', line: 1, text: first },
              { type: 'lineChanged', line: 2, text: second },
              { type: 'saveClicked' },
            ];
            const end = events.reduce(
              (state, event) => nextEngravingState(state, event, itemRules),
              nextEngravingState({ status: 'empty' }, { type: 'removed' }, itemRules),
            );
            const emitted = [
              ...(checked.ok ? [] : checked.errors),
              ...(end.status === 'filling' ? [...end.messages, ...end.warnings] : []),
            ];
            for (const error of emitted) expect(known.has(error.code)).toBe(true);
          },
        ),
      );
    });
  });
});
