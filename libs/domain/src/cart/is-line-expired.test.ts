import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLineExpired } from './is-line-expired';

const at = (iso: string): Date => new Date(iso);

describe('isLineExpired: "Item past endDate"', () => {
  it('a line without endDate never expires', () => {
    expect(isLineExpired({}, at('2099-01-01T00:00:00Z'))).toBe(false);
    expect(isLineExpired({ endDate: '  ' }, at('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('a calendar endDate is on sale for that whole day in Bangkok', () => {
    const line = { endDate: '2026-05-10' };
    // 23:59:59.999 on 10 May in Bangkok is 16:59:59.999 UTC
    expect(isLineExpired(line, at('2026-05-10T16:59:59.999Z'))).toBe(false);
    expect(isLineExpired(line, at('2026-05-10T17:00:00.000Z'))).toBe(true);
  });

  it('a date-time endDate has passed once now is after it; without an offset it is Bangkok time', () => {
    expect(isLineExpired({ endDate: '2026-05-10T12:00:00Z' }, at('2026-05-10T12:00:00Z'))).toBe(
      false,
    );
    expect(isLineExpired({ endDate: '2026-05-10T12:00:00Z' }, at('2026-05-10T12:00:00.001Z'))).toBe(
      true,
    );
    expect(isLineExpired({ endDate: '2026-05-10T12:00' }, at('2026-05-10T05:00:00Z'))).toBe(false);
    expect(isLineExpired({ endDate: '2026-05-10T12:00' }, at('2026-05-10T05:00:01Z'))).toBe(true);
    expect(
      isLineExpired({ endDate: '2026-05-10T12:00:00.000+07:00' }, at('2026-05-10T05:00:01Z')),
    ).toBe(true);
  });

  it('an endDate that cannot be read counts as passed', () => {
    const now = at('2000-01-01T00:00:00Z');
    expect(isLineExpired({ endDate: 'soon' }, now)).toBe(true);
    expect(isLineExpired({ endDate: '2026-02-30' }, now)).toBe(true);
    expect(isLineExpired({ endDate: '2026-02-30T10:00:00Z' }, now)).toBe(true);
    expect(isLineExpired({ endDate: '2026-01-01T25:00:00Z' }, now)).toBe(true);
  });

  it('refuses an invalid now (a programming error)', () => {
    expect(() => isLineExpired({ endDate: '2026-01-01' }, new Date(Number.NaN))).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    it('once expired, an item stays expired later on', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(
            '2026-05-10',
            '2026-05-10T12:00',
            '2026-05-10T12:00:00+07:00',
            '2026-05-10T12:00:00Z',
          ),
          fc.integer({ min: Date.parse('2026-05-01'), max: Date.parse('2026-05-20') }),
          fc.nat({ max: 10 * 24 * 3600 * 1000 }),
          (endDate, instant, later) => {
            if (isLineExpired({ endDate }, new Date(instant))) {
              expect(isLineExpired({ endDate }, new Date(instant + later))).toBe(true);
            }
          },
        ),
      );
    });
  });
});
