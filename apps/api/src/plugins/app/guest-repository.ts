import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';

/** The most expired ids one issue removes: pruning keeps pace with issuing without a long delete. */
const PRUNED_PER_ISSUE = 100;

/** Whether `text` has the form of an issued id (anything else is never looked up). */
export function isGuestUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}

/**
 * The condition "this id was issued here and is still within its retention",
 * the id in the parameter `guestUuid` (checked with `isGuestUuid` first, or NULL)
 * and the retention's days in `days`: `exists`'s, exported so that a quote can
 * check it in the same statement as its other reads.
 */
export function guestKnownSql(guestUuid: string, days: string): string {
  return `EXISTS (SELECT 1 FROM guest WHERE guest_uuid = ${guestUuid}
             AND created_at >= now() - make_interval(days => ${days}::int))`;
}

/**
 * The ids handed to guests who check out without an account. Ids older than
 * `retentionDays` are pruned as new ones are issued, so the table holds at
 * most what was issued within the retention period.
 */
export function createGuestRepository(db: Queryable, retentionDays: number) {
  return {
    /** A new random id, recorded so that a later checkout can be traced to it. */
    async issue(): Promise<string> {
      const guestUuid = randomUUID();
      await db.query('INSERT INTO guest (guest_uuid) VALUES ($1)', [guestUuid]);
      await this.prune(PRUNED_PER_ISSUE);
      return guestUuid;
    },

    /** Deletes up to `limit` ids issued before the retention period; answers how many. */
    async prune(limit: number): Promise<number> {
      const rows = await db.query<{ guest_uuid: string }>(
        `DELETE FROM guest WHERE guest_uuid IN (
           SELECT guest_uuid FROM guest
           WHERE created_at < now() - make_interval(days => $1::int)
           ORDER BY created_at LIMIT $2)
         RETURNING guest_uuid`,
        [retentionDays, limit],
      );
      return rows.length;
    },

    /** Whether the id was issued here (and is still within its retention). */
    async exists(guestUuid: string): Promise<boolean> {
      if (!isGuestUuid(guestUuid)) return false;
      const [row] = await db.query<{ found: boolean }>(
        `SELECT ${guestKnownSql('$1', '$2')} AS found`,
        [guestUuid, retentionDays],
      );
      return row?.found === true;
    },
  };
}

export type GuestRepository = ReturnType<typeof createGuestRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    guestRepository: GuestRepository;
  }
}

/** Decorates the instance with `guestRepository`. */
export const guestRepositoryPlugin = fp(
  async (app) => {
    app.decorate(
      'guestRepository',
      createGuestRepository(app.db, app.serverConfig.guestRetentionDays),
    );
  },
  { name: 'guest-repository', dependencies: ['database'] },
);
