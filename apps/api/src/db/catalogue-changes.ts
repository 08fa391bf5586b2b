import type { Database, Queryable } from './database';

/** The channel on which every instance hears that the catalogue changed. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Tells every instance (this one included) that the catalogue changed, so
 * that each forgets its cached answers. Called with the transaction that
 * wrote: the notice then leaves only if the write commits.
 */
export async function publishCatalogueChange(
  db: Database,
  reason: string,
  via?: Queryable,
): Promise<void> {
  await db.notify(CATALOGUE_CHANNEL, reason, via);
}
