import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { openTestDatabase } from '../helpers/test-app';

async function eventually(check: () => boolean, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// Only a server has a listening connection that can be lost; PGlite lives in this process.
describe.runIf(Boolean(process.env.DATABASE_URL?.trim()))(
  'listening on a PostgreSQL server',
  () => {
    let db: Database;
    beforeAll(async () => {
      db = await openTestDatabase();
    });
    afterAll(async () => {
      await db.close();
    });

    it('reconnects after the listening connection is killed, and says notices may be lost', async () => {
      const channel = `reconnect_${randomUUID().replaceAll('-', '').slice(0, 8)}`;
      const heard: (string | undefined)[] = [];
      const stop = await db.listen(channel, (payload) => heard.push(payload));
      await db.notify(channel, 'before');
      await eventually(() => heard.includes('before'));

      const killed = await db.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
       WHERE query LIKE $1 AND pid <> pg_backend_pid()`,
        [`LISTEN "%${channel}"`],
      );
      expect(killed.map((row) => row.killed)).toEqual([true]);
      await eventually(() => heard.includes(undefined));

      await db.notify(channel, 'after');
      await eventually(() => heard.includes('after'));
      expect(heard).toEqual(['before', undefined, 'after']);
      await stop();
    });
  },
);
