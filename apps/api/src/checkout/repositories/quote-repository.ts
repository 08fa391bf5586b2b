import type { Queryable } from '../../db/database';
import type { QuoteRecord } from '../quote-record';

/** Quotes are kept a day past their expiry (for support), then deleted. */
const QUOTE_RETENTION = "interval '1 day'";

/** The stored quotes of `checkPaymentCondition` (`checkout_quote`), over `db` (the database, or a transaction). */
export function createQuoteRepository(db: Queryable) {
  return {
    /** Stores a quote of `owner` for `minutes`; answers when it expires. */
    async insert(
      quoteId: string,
      owner: string,
      record: QuoteRecord,
      minutes: number,
    ): Promise<Date | undefined> {
      const [stored] = await db.query<{ expires_at: Date }>(
        `INSERT INTO checkout_quote (quote_id, owner, body, expires_at)
         VALUES ($1, $2, $3::jsonb, now() + make_interval(mins => $4))
         RETURNING expires_at`,
        [quoteId, owner, JSON.stringify(record), minutes],
      );
      return stored?.expires_at;
    },

    /**
     * The owner's quote an order was placed with (expired or not) and a fresh quote
     * (unexpired), by id; either is absent when it is not there.
     */
    async placedAndFresh(
      placedId: string,
      freshId: string,
      owner: string,
    ): Promise<{ placed: QuoteRecord | undefined; fresh: QuoteRecord | undefined }> {
      const quotes = await db.query<{ quote_id: string; body: QuoteRecord }>(
        `SELECT quote_id::text AS quote_id, body FROM checkout_quote
         WHERE quote_id IN ($1, $2) AND owner = $3 AND (quote_id = $1 OR expires_at > now())`,
        [placedId, freshId, owner],
      );
      return {
        placed: quotes.find((quote) => quote.quote_id === placedId)?.body,
        fresh: quotes.find((quote) => quote.quote_id === freshId)?.body,
      };
    },

    /** Deletes quotes past their expiry by more than the retention. */
    async prune(): Promise<void> {
      await db.query(`DELETE FROM checkout_quote WHERE expires_at < now() - ${QUOTE_RETENTION}`);
    },
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
