import type { Queryable } from '../db/database';

/** What a refund asks the documents to record. */
export interface CreditNoteRequest {
  readonly poNumber: string;
  readonly subOrderNumbers: readonly string[];
}

/**
 * The credit notes port: a cancelled or refunded sub-order gets a credit note,
 * issued in the refund's transaction `tx`. Answers the credit note's number, or
 * `undefined` when none is issued (the order has no tax invoice to credit).
 */
export interface CreditNotes {
  issue(tx: Queryable, request: CreditNoteRequest): Promise<string | undefined>;
}

/**
 * Until the documents module takes this port, refunds issue no credit note:
 * `hasCreditNote` stays false and the refund itself is complete.
 */
export const noCreditNotes: CreditNotes = {
  issue: async () => undefined,
};
