import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { migrations } from '../../db/migrations';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Applies the numbered migrations at start, exposes the database as `app.db`, closes it on shutdown. */
export const databasePlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    const applied = await migrate(db, migrations);
    if (applied.length > 0) app.log.info({ applied }, 'migrations applied');
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
  },
  { name: 'database' },
);
