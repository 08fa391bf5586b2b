import type { Money } from '@rewards/domain';
import type { Queryable } from '../db/database';
import { issueRefundCreditNote, type IssueDeps } from '../documents/documents';

/** What a refund asks the documents to record. */
export interface CreditNoteRequest {
  readonly poNumber: string;
  readonly subOrderNumbers: readonly string[];
  /** What the refund kept of the sub-orders' cash (the restocking fee of a shipped unit). */
  readonly restockingFee?: Money;
}

/**
 * The credit notes port: a cancelled or refunded sub-order gets a credit note,
 * issued in the refund's transaction `tx` (a failure rolls the refund back).
 * Answers the credit note's number, or `undefined` when none is issued.
 */
export interface CreditNotes {
  issue(tx: Queryable, request: CreditNoteRequest): Promise<string | undefined>;
}

/** Issues no credit note: `hasCreditNote` stays false (for tests of the refund alone). */
export const noCreditNotes: CreditNotes = {
  issue: async () => undefined,
};

/**
 * The documents' credit notes: one per refund, in the refund's transaction,
 * after the order's tax invoice (issued then too when it had none).
 */
export function documentCreditNotes(deps: Pick<IssueDeps, 'seller' | 'clock'>): CreditNotes {
  return {
    async issue(tx, request) {
      return (await issueRefundCreditNote(deps, tx, request)).number;
    },
  };
}
