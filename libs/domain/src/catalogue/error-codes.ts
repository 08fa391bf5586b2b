/**
 * The codes of the catalogue and list screens (spec sections 2 and 8). Parsing
 * a list's query never fails (a bad value falls back to its default), so what
 * remains are the empty states, which the UI shows in place of a list.
 */
export const catalogueErrorCodes = [
  /** 'No catalogue found': a category or catalogue page with nothing in it, or an unknown one. */
  'list.noCatalogueFound',
  /** 'No item found': an item list or search with no result. */
  'list.noItemFound',
  /** 'No record found': any other empty list. */
  'list.noRecordFound',
  /** 'No Transactions Founds' (sic): an empty transaction history. */
  'list.noTransactionsFound',
  /** 'No Refund Promotion Code Found': an empty refund promo-code list. */
  'list.noRefundPromoCodeFound',
] as const;

/** One of {@link catalogueErrorCodes}. */
export type CatalogueErrorCode = (typeof catalogueErrorCodes)[number];
