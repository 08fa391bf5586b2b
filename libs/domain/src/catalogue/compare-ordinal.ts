/**
 * Compares two strings by their UTF-16 code units: the locale-free last
 * tie-break (ids, codes), which gives the same order on every machine.
 */
export function compareOrdinal(a: string, b: string): number {
  return Number(a > b) - Number(a < b);
}
