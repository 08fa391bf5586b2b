import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, moneyToString, sumMoney } from '@rewards/domain';
import { cartLineArb } from '@rewards/domain/testing';
import { txnDetailsOf } from './payment-condition';

/** A cart: lines with their own uuids. */
const cartArb = fc.uniqueArray(cartLineArb(), { selector: (line) => line.uuid, maxLength: 6 });

describe('txnDetailVMs: one entry per unit bought', () => {
  it('as many entries as checked units, and their prices sum to the total the review shows', () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        const units = txnDetailsOf(lines);
        const checkedUnits = lines
          .filter((line) => line.checked)
          .reduce((sum, line) => sum + line.quantity, 0);
        expect(units).toHaveLength(checkedUnits);
        const priced = sumMoney(
          units.flatMap((unit) => [
            unit.unitPrice,
            ...(unit.appleCarePrice === undefined ? [] : [unit.appleCarePrice]),
          ]),
        );
        expect(moneyToString(priced)).toBe(moneyToString(cartTotals(lines).subtotal));
      }),
    );
  });

  it("every unit names its line, and carries the line's engraving only when there is one", () => {
    fc.assert(
      fc.property(cartArb, (lines) => {
        for (const unit of txnDetailsOf(lines)) {
          const line = lines.find((each) => each.uuid === unit.lineUuid);
          expect(line?.checked).toBe(true);
          expect(unit.code).toBe(line?.code);
          expect(unit.persMesg1 ?? '').toBe(line?.persMesg1);
          expect(unit.persMesg2 ?? '').toBe(line?.persMesg2);
          expect(unit.hasAppleCare).toBe(line?.hasAppleCare);
        }
      }),
    );
  });
});
