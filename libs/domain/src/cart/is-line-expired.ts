import type { CartLine } from './cart-line';

/** Thailand keeps UTC+7 all year; the shop's dates without an offset are Bangkok dates. */
const BANGKOK_OFFSET = '+07:00';
const DAY_MS = 24 * 60 * 60 * 1000;

function isCalendarDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The first instant at which the item can no longer be bought, or NaN when the date is unreadable. */
function endOfSale(endDate: string): number {
  const text = endDate.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    return isCalendarDate(text)
      ? Date.parse(`${text}T00:00:00${BANGKOK_OFFSET}`) + DAY_MS
      : Number.NaN;
  }
  const match = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.exec(
    text,
  );
  if (match === null || !isCalendarDate(match[1] ?? '')) return Number.NaN;
  const instant = Date.parse(match[4] === undefined ? `${text}${BANGKOK_OFFSET}` : text);
  return instant + 1;
}

/**
 * Whether a line's item can no longer be bought at `now` ("Item past endDate").
 * - No end date: never expires.
 * - A calendar date (`'2026-12-31'`): the item is on sale for that whole day in Bangkok, and
 *   expired from midnight after it.
 * - A date-time: expired once `now` is after it; without an offset it is Bangkok time, so the
 *   answer never depends on the time zone of the machine that asks.
 * - An end date that cannot be read (not ISO-8601, or a day that does not exist such as
 *   `'2026-02-30'`) counts as passed: nobody can prove the item is still on sale, and the
 *   server would rather refuse a sale than sell an item it should not.
 *
 * @throws RangeError when `now` is not a valid date (a programming error).
 */
export function isLineExpired(line: Pick<CartLine, 'endDate'>, now: Date): boolean {
  if (Number.isNaN(now.getTime())) throw new RangeError('`now` must be a valid date');
  if (line.endDate === undefined || line.endDate.trim() === '') return false;
  const end = endOfSale(line.endDate);
  return Number.isNaN(end) || now.getTime() >= end;
}
