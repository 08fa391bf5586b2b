import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLineExpired } from './is-line-expired';
import { uncheckExpiredLines } from './uncheck-expired-lines';
import { cartArb } from '../testing/cart.arbitraries';

const at = (iso: string): Date => new Date(iso);

describe('uncheckExpiredLines: "Expired item (endDate passed) becomes unchecked and unavailable"', () => {
  it('unchecks the expired lines only', () => {
    const cart = [
      { uuid: 'a', endDate: '2026-01-31', checked: true },
      { uuid: 'b', endDate: '2099-12-31', checked: true },
    ].map((line) => ({ ...line }));
    const after = uncheckExpiredLines(cart as never, at('2026-03-01T00:00:00Z'));
    expect(after.map((line) => [line.uuid, line.checked])).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  describe('properties', () => {
    it('after unchecking, no checked line is expired and nothing else changed', () => {
      fc.assert(
        fc.property(
          cartArb(),
          fc.date({
            min: new Date('2019-01-01'),
            max: new Date('2100-01-01'),
            noInvalidDate: true,
          }),
          (cart, now) => {
            const after = uncheckExpiredLines(cart, now);
            expect(
              after.filter((line) => line.checked).some((line) => isLineExpired(line, now)),
            ).toBe(false);
            after.forEach((line, index) => {
              const before = cart[index];
              expect({ ...line, checked: before?.checked }).toEqual(before);
              if (before !== undefined && !isLineExpired(before, now)) expect(line).toBe(before);
            });
          },
        ),
      );
    });
  });
});
