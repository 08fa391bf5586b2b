/**
 * How many pages a list of `totalRecords` fills at `pageSize` per page (the
 * pagination's `numOfPages`): 0 records fill no page, 12 records at 12 fill
 * one, 13 fill two.
 * @throws RangeError when the count is not a whole number from 0 or the size not from 1.
 */
export function countPages(totalRecords: number, pageSize: number): number {
  if (!Number.isSafeInteger(totalRecords) || totalRecords < 0) {
    throw new RangeError(`A record count is a whole number from 0: ${totalRecords}`);
  }
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`A page size is a whole number from 1: ${pageSize}`);
  }
  return Math.ceil(totalRecords / pageSize);
}
