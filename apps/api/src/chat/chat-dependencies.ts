import type { FastifyInstance } from 'fastify';
import type { WindowCounter } from '../accounts/throttle';
import type { Database } from '../db/database';
import { loadDocumentSecret } from '../documents/document-repository';

/** The time, given so that tests choose it. */
export interface Clock {
  now(): Date;
}

/**
 * Everything the chat's use cases depend on. Each takes only the part it
 * names (`Pick<ChatDependencies, ...>`), so what it touches shows.
 */
export interface ChatDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The shop's public origin: the start of every link an answer carries. */
  readonly publicOrigin: string;
  /** `START_PO`, the start of the shop's order numbers. */
  startPo(): Promise<string>;
  /** The windowed counts lookups are reserved in (`login_attempt`, shared with the accounts). */
  readonly attempts: WindowCounter;
  /** The key of the document tokens (`DOCUMENT_SECRET`, or the one kept in the database). */
  readonly documentSecret: Buffer;
}

/** The chat's dependencies on the running server. */
export async function chatDependencies(app: FastifyInstance): Promise<ChatDependencies> {
  const { db, accounts, serverConfig } = app;
  return {
    db,
    clock: { now: () => new Date() },
    publicOrigin: serverConfig.publicOrigin,
    startPo: async () => (await app.settingsRepository.setting('START_PO')) ?? '',
    attempts: accounts.attempts,
    documentSecret: await loadDocumentSecret(db, serverConfig.documentSecret),
  };
}
