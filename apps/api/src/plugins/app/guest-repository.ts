import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/database';

/** The ids handed to guests who check out without an account. */
export function createGuestRepository(db: Queryable) {
  return {
    /** A new random id, recorded so that a later checkout can be traced to it. */
    async issue(): Promise<string> {
      const guestUuid = randomUUID();
      await db.query('INSERT INTO guest (guest_uuid) VALUES ($1)', [guestUuid]);
      return guestUuid;
    },

    /** Whether the id was issued here. */
    async exists(guestUuid: string): Promise<boolean> {
      if (!/^[0-9a-f-]{36}$/i.test(guestUuid)) return false;
      const [row] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM guest WHERE guest_uuid = $1) AS found',
        [guestUuid],
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
    app.decorate('guestRepository', createGuestRepository(app.db));
  },
  { name: 'guest-repository', dependencies: ['database'] },
);
