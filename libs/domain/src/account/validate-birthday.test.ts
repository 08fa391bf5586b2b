import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateBirthday } from './validate-birthday';
import {
  anyTextArb,
  calendarDateArb,
  formatBirthday,
  validBirthdayArb,
} from '../testing/account.arbitraries';

const today = { year: 2026, month: 11, day: 15 };
const codes = (value: string): string[] => validateBirthday(value, today).map((e) => e.code);

describe('Birthday DD-MM-YYYY: valid day for month/year, years 1900 to current', () => {
  it('ordinary birthdays pass', () => {
    expect(validateBirthday('15-08-1985', today)).toEqual([]);
    expect(validateBirthday('01-01-1900', today)).toEqual([]);
    expect(validateBirthday('31-12-1999', today)).toEqual([]);
  });

  it('29-02 exists only in leap years: 2000 and 2024 yes; 1900, 2023 and 2100-type centuries no', () => {
    expect(validateBirthday('29-02-2000', today)).toEqual([]);
    expect(validateBirthday('29-02-2024', today)).toEqual([]);
    expect(codes('29-02-2023')).toEqual(['birthday.invalidDate']);
    expect(codes('29-02-1900')).toEqual(['birthday.invalidDate']);
  });

  it('days beyond the month, day 00 and month 13 are invalid dates', () => {
    for (const date of [
      '31-04-1990',
      '31-06-1990',
      '31-09-1990',
      '31-11-1990',
      '30-02-2000',
      '00-05-1990',
      '12-13-1990',
      '12-00-1990',
    ]) {
      expect(codes(date), date).toEqual(['birthday.invalidDate']);
    }
    expect(validateBirthday('31-01-1990', today)).toEqual([]);
    expect(validateBirthday('30-04-1990', today)).toEqual([]);
  });

  it('years before 1900 or after this year: birthday.yearOutOfRange { min: 1900, max: this year }', () => {
    expect(validateBirthday('31-12-1899', today)).toEqual([
      { code: 'birthday.yearOutOfRange', min: 1900, max: 2026 },
    ]);
    expect(codes('01-01-2027')).toEqual(['birthday.yearOutOfRange']);
  });

  it('this year up to today passes; a later day this year is birthday.inFuture', () => {
    expect(validateBirthday('15-11-2026', today)).toEqual([]);
    expect(validateBirthday('01-01-2026', today)).toEqual([]);
    expect(codes('16-11-2026')).toEqual(['birthday.inFuture']);
    expect(codes('01-12-2026')).toEqual(['birthday.inFuture']);
  });

  it('every fault is reported: 30-02-1899 is a missing day and too early a year', () => {
    expect(codes('30-02-1899')).toEqual(['birthday.invalidDate', 'birthday.yearOutOfRange']);
  });

  it('not DD-MM-YYYY: birthday.invalidFormat', () => {
    for (const date of [
      '1985-08-15',
      '15/08/1985',
      '5-8-1985',
      '15-08-85',
      '15-08-1985 ',
      '๑๕-๐๘-๑๙๘๕',
    ]) {
      expect(codes(date), date).toEqual(['birthday.invalidFormat']);
    }
  });

  it('the birthday is optional: empty passes', () => {
    expect(validateBirthday('', today)).toEqual([]);
  });

  describe('properties', () => {
    it('every real day from 01-01-1900 to today passes', () => {
      fc.assert(
        fc.property(validBirthdayArb(today), (date) => validateBirthday(date, today).length === 0),
      );
    });

    it('a birthday passes exactly when it is a real day between 1900 and today', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 32 }),
          fc.integer({ min: 0, max: 13 }),
          fc.integer({ min: 1890, max: 2030 }),
          calendarDateArb({ minYear: 1950, maxYear: 2030 }),
          (day, month, year, now) => {
            const text = formatBirthday({ year, month, day });
            const real = new Date(Date.UTC(year, month - 1, day));
            const exists =
              month >= 1 &&
              real.getUTCFullYear() === year &&
              real.getUTCMonth() === month - 1 &&
              real.getUTCDate() === day;
            const notLater =
              year * 10_000 + month * 100 + day <= now.year * 10_000 + now.month * 100 + now.day;
            return (
              (validateBirthday(text, now).length === 0) === (exists && year >= 1900 && notLater)
            );
          },
        ),
      );
    });

    it('never throws on any string', () => {
      fc.assert(
        fc.property(anyTextArb(), (text) =>
          validateBirthday(text, today).every((e) => e.code.startsWith('birthday.')),
        ),
      );
    });
  });
});
