import { describe, expect, it } from 'vitest';
import { formatThb, patternFor } from './format-thb';

describe('THB and points as the shop writes them', () => {
  it('prefix in English, suffix in Thai, 0,0 and 0,0.00', () => {
    expect(formatThb('1500', 'en')).toBe('THB 1,500');
    expect(formatThb('1499', 'en', '0,0.00')).toBe('THB 1,499.00');
    expect(formatThb('1500', 'th')).toBe('1,500 บาท');
    expect(formatThb('45900.5', 'th', '0,0.00')).toBe('45,900.50 บาท');
  });

  it('one way for amounts shown together: whole baht only when all are whole, and satang never rounded away', () => {
    expect(formatThb('23900', 'en')).toBe('THB 23,900');
    expect(formatThb('8990.5', 'en')).toBe('THB 8,990.50');
    expect(patternFor('23900', '599')).toBe('0,0');
    expect(patternFor('23900', '1991.67')).toBe('0,0.00');
    expect(formatThb('23900', 'th', patternFor('23900', '1991.67'))).toBe('23,900.00 บาท');
  });
});
