import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { promoCodeArb } from '../testing/promotion.arbitraries';
import { validatePromoCode } from './validate-promo-code';

describe('validatePromoCode: "Promotion code optional, 1-40 letters, digits, some symbols"', () => {
  it('accepts a code of letters, digits, - and _', () => {
    expect(validatePromoCode('NEWYEAR-2025')).toEqual({ ok: true, value: 'NEWYEAR-2025' });
    expect(validatePromoCode('ksc_500')).toEqual({ ok: true, value: 'ksc_500' });
    expect(validatePromoCode('A')).toEqual({ ok: true, value: 'A' });
  });

  it('is optional: an empty or blank field means no code', () => {
    expect(validatePromoCode(undefined)).toEqual({ ok: true, value: undefined });
    expect(validatePromoCode('')).toEqual({ ok: true, value: undefined });
    expect(validatePromoCode('   ')).toEqual({ ok: true, value: undefined });
  });

  it('drops surrounding spaces', () => {
    expect(validatePromoCode('  SAVE10 ')).toEqual({ ok: true, value: 'SAVE10' });
  });

  it('accepts 40 characters and refuses 41 (PROMO_CODE_MAX_LENGTH)', () => {
    expect(validatePromoCode('A'.repeat(40)).ok).toBe(true);
    expect(validatePromoCode('A'.repeat(41))).toEqual({
      ok: false,
      errors: [{ code: 'promotion.codeTooLong', max: 40 }],
    });
  });

  it('refuses spaces inside, other symbols and non-ASCII letters', () => {
    for (const code of ['SAVE 10', 'SAVE10!', 'ลดราคา', 'SAVE.10', 'A/B']) {
      expect(validatePromoCode(code)).toEqual({
        ok: false,
        errors: [{ code: 'promotion.codeInvalidCharacters', symbols: '-_' }],
      });
    }
  });

  it('reports both errors of a long code with a bad character', () => {
    const checked = validatePromoCode(`${'A'.repeat(40)}!`);
    expect(checked.ok ? [] : checked.errors.map((error) => error.code)).toEqual([
      'promotion.codeTooLong',
      'promotion.codeInvalidCharacters',
    ]);
  });

  describe('properties', () => {
    it('every well-formed code is accepted unchanged', () => {
      fc.assert(
        fc.property(promoCodeArb(), (code) => {
          expect(validatePromoCode(code)).toEqual({ ok: true, value: code });
        }),
      );
    });

    it('never throws and never accepts more than 40 characters', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 60 }), (text) => {
          const checked = validatePromoCode(text);
          if (checked.ok && checked.value !== undefined) {
            expect([...checked.value].length).toBeLessThanOrEqual(40);
            expect(checked.value).toMatch(/^[A-Za-z0-9_-]+$/);
          }
        }),
      );
    });
  });
});
