import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_HISTORY_CHOICES } from '../config/business-constants';
import { parseLastOrderChoice } from './parse-last-order-choice';

describe('/transaction-history lastOrder (default 5; choices 5, 25, 50, 100, ALL)', () => {
  it('reads each choice, as text or number, ALL in any case', () => {
    expect(parseLastOrderChoice('5')).toBe('5');
    expect(parseLastOrderChoice('25')).toBe('25');
    expect(parseLastOrderChoice(50)).toBe('50');
    expect(parseLastOrderChoice(' 100 ')).toBe('100');
    expect(parseLastOrderChoice('ALL')).toBe('ALL');
    expect(parseLastOrderChoice('all')).toBe('ALL');
  });

  it('missing or anything else: the default 5', () => {
    for (const raw of [undefined, null, '', '10', '025', 'some', 25.5, ['25']]) {
      expect(parseLastOrderChoice(raw), String(raw)).toBe('5');
    }
  });

  describe('properties', () => {
    it('never throws and always answers one of the choices', () => {
      fc.assert(
        fc.property(fc.anything(), (raw) =>
          TRANSACTION_HISTORY_CHOICES.includes(parseLastOrderChoice(raw)),
        ),
      );
    });
  });
});
