/**
 * A count of points (a balance, a cap) the shop can rely on: a whole number of 0
 * or more, the fraction of a point dropped. A value it cannot read (negative,
 * not a number, infinite or beyond a safe whole number) counts as no points, so
 * that a broken figure never grants more points than a customer has.
 */
export function usablePoints(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const whole = Math.floor(value);
  return Number.isSafeInteger(whole) ? whole : 0;
}
