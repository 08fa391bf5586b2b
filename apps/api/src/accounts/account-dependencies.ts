import type { OutgoingMail } from '../mail/mail-plugin';
import type { CustomerRepository } from './customer-repository';
import type { HashCost } from './passwords';
import type { PasswordResetRepository } from './password-reset-repository';
import type { WindowCounter } from './window-counter-repository';

/** The repositories whose writes go together, over one transaction. */
export interface AccountRepositories {
  readonly customers: CustomerRepository;
  readonly resetKeys: PasswordResetRepository;
}

/**
 * Everything the account use cases depend on. Each use case takes only the
 * part it names (`Pick<AccountDependencies, ...>`), so what it touches shows.
 */
export interface AccountDependencies extends AccountRepositories {
  /** Sign-in attempts per account and per client address (`login_attempt`). */
  readonly attempts: WindowCounter;
  /** Password-recovery requests per client address and mails per e-mail (`reset_request`). */
  readonly resets: WindowCounter;
  /** Runs `work` with the repositories over one transaction: all of it is written, or none. */
  inTransaction<T>(work: (repositories: AccountRepositories) => Promise<T>): Promise<T>;
  /** The hash cost new passwords get, and a hash nobody's password matches. */
  readonly passwords: { readonly cost: HashCost; readonly dummyHash: string };
  /** A token for the customer under their current token version. */
  issueToken(customerId: number, tokenVersion: number): Promise<string>;
  /** Queues a mail, delivered off the request's path. */
  sendMail(mail: OutgoingMail): void;
  /** Runs `work` after the answer (a failure is logged). */
  later(work: () => Promise<void>): void;
  /** The shop's public origin: the start of every link a mail carries. */
  readonly publicOrigin: string;
}

/** The customer's reward points that can be spent now (the checkout's ledger). */
export interface PointsPort {
  available(customerId: number): Promise<number>;
}
