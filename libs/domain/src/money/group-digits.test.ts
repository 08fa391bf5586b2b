import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from './group-digits';

describe('groupDigits: the 0,0 and 0,0.00 patterns', () => {
  it('groups thousands', () => {
    expect(groupDigits('1500', 0)).toBe('1,500');
    expect(groupDigits('1499', 2)).toBe('1,499.00');
    expect(groupDigits('166667', 0)).toBe('166,667');
    expect(groupDigits('1234567.891', 2)).toBe('1,234,567.89');
    expect(groupDigits('999', 0)).toBe('999');
    expect(groupDigits('0', 2)).toBe('0.00');
  });

  it('rounds whole baht half up for display', () => {
    expect(groupDigits('1499.50', 0)).toBe('1,500');
    expect(groupDigits('1499.49', 0)).toBe('1,499');
  });

  it('keeps a sign only when something is left after rounding', () => {
    expect(groupDigits('-1500', 0)).toBe('-1,500');
    expect(groupDigits('-0.001', 2)).toBe('0.00');
  });

  it('property: removing the commas gives the fixed-point text back', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (n) => {
        expect(groupDigits(n.toString(), 0).replaceAll(',', '')).toBe(n.toString());
        expect(groupDigits(n.toString(), 0)).toMatch(/^-?\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});
