import { describe, expect, it } from 'vitest';
import { catalogueErrorCodes } from './error-codes';

describe('catalogue and list codes (empty states)', () => {
  it("are unique and shaped 'area.camelCaseReason'", () => {
    expect(new Set(catalogueErrorCodes).size).toBe(catalogueErrorCodes.length);
    for (const code of catalogueErrorCodes)
      expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });

  it("cover the spec's empty states: No catalogue / item / record / Transactions / Refund Promotion Code found", () => {
    expect(catalogueErrorCodes).toEqual([
      'list.noCatalogueFound',
      'list.noItemFound',
      'list.noRecordFound',
      'list.noTransactionsFound',
      'list.noRefundPromoCodeFound',
    ]);
  });
});
