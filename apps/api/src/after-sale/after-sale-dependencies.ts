import type { FastifyInstance } from 'fastify';
import type { HashCost } from '../accounts/passwords';
import type { WindowCounter } from '../accounts/throttle';
import type { Database } from '../db/database';
import {
  documentRepository,
  loadDocumentSecret,
  orderReader,
} from '../documents/document-repository';
import type { AccessDeps, IssueDeps } from '../documents/documents';

/** The time, given so that tests choose it. */
export interface Clock {
  now(): Date;
}

/**
 * Everything the after-sale use cases depend on. Each takes only the part it
 * names (`Pick<AfterSaleDependencies, ...>`), so what it touches shows.
 */
export interface AfterSaleDependencies {
  readonly db: Database;
  readonly clock: Clock;
  /** The shop's public origin: the start of every absolute URL an answer carries. */
  readonly publicOrigin: string;
  /** `START_PO`, the start of the shop's order numbers. */
  startPo(): Promise<string>;
  /** The hash cost new passwords get, and a hash nobody's password matches. */
  readonly passwords: { readonly cost: HashCost; readonly dummyHash: string };
  /** A token for the customer under the given token version. */
  issueToken(customerId: number, tokenVersion: number): Promise<string>;
  /** Attempts that are throttled (wrong current passwords, order assignments). */
  readonly attempts: WindowCounter;
  /** Issuing and opening the documents of an order. */
  readonly documents: IssueDeps & AccessDeps;
}

/**
 * The after-sale dependencies of the running server: its database, clock,
 * public origin, `START_PO`, the accounts' hashing, tokens and throttling,
 * and the documents with their key (`DOCUMENT_SECRET`, or the one kept in the
 * database) and the seller of the settings.
 */
export async function afterSaleDependencies(app: FastifyInstance): Promise<AfterSaleDependencies> {
  const { db, accounts, serverConfig } = app;
  const clock: Clock = { now: () => new Date() };
  return {
    db,
    clock,
    publicOrigin: serverConfig.publicOrigin,
    startPo: async () => (await app.settingsRepository.setting('START_PO')) ?? '',
    passwords: { cost: accounts.cost, dummyHash: accounts.dummyHash },
    issueToken: (customerId, tokenVersion) => accounts.issueToken(customerId, tokenVersion),
    attempts: accounts.attempts,
    documents: {
      documents: documentRepository(db),
      orders: orderReader(db),
      clock,
      seller: serverConfig.seller,
      secret: await loadDocumentSecret(db, serverConfig.documentSecret),
    },
  };
}
