import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, subtractMoney, sumMoney, thb } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import { ippTermArb } from '../testing/instalments.arbitraries';
import { instalmentSchedule } from './instalment-schedule';

const text = (schedule: ReturnType<typeof instalmentSchedule>) => ({
  termId: schedule.termId,
  months: schedule.months,
  ratePercentPerMonth: schedule.ratePercentPerMonth,
  amount: moneyToString(schedule.amount),
  total: moneyToString(schedule.total),
  interest: moneyToString(schedule.interest),
  monthly: moneyToString(schedule.monthly),
  first: moneyToString(schedule.first),
  payments: schedule.payments.length,
});

describe('instalmentSchedule: the plan shown to the customer for one term', () => {
  it('THB 45,900 over 10 months at 0%: 10 x THB 4,590.00, no interest', () => {
    expect(
      text(instalmentSchedule(thb(45_900), { termValue: 10, termId: 'IPP10', custIpp: '0' })),
    ).toEqual({
      termId: 'IPP10',
      months: 10,
      ratePercentPerMonth: '0',
      amount: '45900.00',
      total: '45900.00',
      interest: '0.00',
      monthly: '4590.00',
      first: '4590.00',
      payments: 10,
    });
  });

  it('THB 45,900 over 10 months at 0.89% per month: total THB 49,985.10, interest 4,085.10, 10 x 4,998.51', () => {
    expect(
      text(instalmentSchedule(thb(45_900), { termValue: 10, termId: 'IPP10', custIpp: '0.89' })),
    ).toEqual({
      termId: 'IPP10',
      months: 10,
      ratePercentPerMonth: '0.89',
      amount: '45900.00',
      total: '49985.10',
      interest: '4085.10',
      monthly: '4998.51',
      first: '4998.51',
      payments: 10,
    });
  });

  it('THB 45,999 over 10 months at 0.89%: total 50,092.91, monthly 5,009.29, first 5,009.30', () => {
    const schedule = text(
      instalmentSchedule(thb(45_999), { termValue: 10, termId: 'IPP10', custIpp: '0.89' }),
    );
    expect([schedule.total, schedule.monthly, schedule.first]).toEqual([
      '50092.91',
      '5009.29',
      '5009.30',
    ]);
  });

  it('THB 25,900 over 6 months at 0.89%: total 27,283.06, monthly 4,547.18, first 4,547.16', () => {
    const schedule = text(
      instalmentSchedule(thb(25_900), { termValue: 6, termId: 'IPP06', custIpp: '0.89' }),
    );
    expect([schedule.total, schedule.monthly, schedule.first]).toEqual([
      '27283.06',
      '4547.18',
      '4547.16',
    ]);
  });

  describe('properties', () => {
    it('the payments sum exactly to the total, and total = amount + interest', () => {
      fc.assert(
        fc.property(moneyArb({ min: 1_000, max: 5_000_000 }), ippTermArb(), (amount, term) => {
          const schedule = instalmentSchedule(amount, term);
          expect(sumMoney(schedule.payments).equals(schedule.total)).toBe(true);
          expect(subtractMoney(schedule.total, schedule.interest).equals(amount)).toBe(true);
          expect(schedule.interest.isNegative()).toBe(false);
          expect(schedule.payments).toHaveLength(term.termValue);
        }),
      );
    });
  });
});
