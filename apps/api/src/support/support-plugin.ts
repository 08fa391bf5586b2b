import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createSettingsRepository } from '../plugins/app/settings-repository';
import { SUBJECTS } from '../seed/subjects';
import { databaseFileStore, diskFileStore, type FileStore } from './file-store';
import type { SupportDependencies } from './support-cases';
import { supportRepository } from './support-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Help & Contact's dependencies. */
    support: SupportDependencies;
  }
}

/**
 * Help & Contact: seeds the contact subjects (each instance may try; what
 * exists is kept) and decorates `support` with the use cases' dependencies.
 * The files' bytes go to `<DATA_DIR>/attachments` for the embedded database,
 * and into the database itself on a PostgreSQL server (or an in-memory
 * PGlite), so that every instance serves the same files.
 */
export const supportPlugin = fp(
  async (app) => {
    await supportRepository(app.db).seedSubjects(SUBJECTS);
    const { dataDir } = app.serverConfig;
    const files: FileStore =
      dataDir === undefined
        ? databaseFileStore(app.db)
        : diskFileStore(join(dataDir, 'attachments'));
    app.decorate('support', {
      db: app.db,
      files,
      mailer: app.mailer,
      publicOrigin: app.serverConfig.publicOrigin,
      startPo: async () => (await createSettingsRepository(app.db).setting('START_PO')) ?? '',
    });
  },
  { name: 'support', dependencies: ['database', 'mail'] },
);
