import { domainError, type DomainError } from '../shared/domain-error';
import { ACCOUNT_FIELD_LIMITS } from './account-field-limits';
import type { AccountErrorCode } from './error-codes';
import { fieldText, isBlank } from './field-text';

/**
 * A day of the calendar, without time or zone. The caller decides what
 * "today" is (in the shop: the date in Bangkok), which keeps this pure.
 */
export interface CalendarDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  /** 1 to 31. */
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Checks a birthday written DD-MM-YYYY: a day that exists in its month and
 * year (29-02 only in leap years, so 29-02-2000 yes and 29-02-1900 no), a year
 * from 1900 to this year, and not after `today`. The birthday is optional in
 * the profile, so a blank value passes; every fault of a well-formed date is
 * reported (30-02-1899 is both a missing day and too early a year).
 */
export function validateBirthday(
  value: string | null | undefined,
  today: CalendarDate,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return [];
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (match === null) return [domainError('birthday.invalidFormat')];
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const errors: DomainError<AccountErrorCode>[] = [];
  const exists = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  if (!exists) errors.push(domainError('birthday.invalidDate'));
  const min = ACCOUNT_FIELD_LIMITS.birthdayMinYear;
  if (year < min || year > today.year) {
    errors.push(domainError('birthday.yearOutOfRange', { min, max: today.year }));
  } else if (
    exists &&
    year === today.year &&
    (month > today.month || (month === today.month && day > today.day))
  ) {
    errors.push(domainError('birthday.inFuture'));
  }
  return errors;
}
