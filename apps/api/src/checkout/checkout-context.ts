import type { CartDependencies } from '../cart/server-cart';
import type { Database } from '../db/database';
import type { ItemRepository } from '../plugins/app/item-repository';
import type { ReferenceRepository } from '../plugins/app/reference-repository';
import type { SettingsRepository } from '../plugins/app/settings-repository';
import type { Analytics } from './analytics';
import type { PaymentGateway } from './payment-gateway';
import type { RewardsLedger } from './rewards-ledger';
import type { Signer } from './signing';

/**
 * What the checkout's use cases work with, handed to each explicitly: the
 * database (whose transactions the use cases open, creating the checkout's
 * repositories over them), the catalogue's and settings' repositories, the
 * ports, the key, the settings and the clock.
 */
export interface CheckoutContext {
  readonly db: Database;
  readonly items: ItemRepository;
  readonly settings: SettingsRepository;
  readonly reference: ReferenceRepository;
  /** How long the shop keeps an issued guest id (a guest's checkout names one, checked in its reads). */
  readonly guestRetentionDays: number;
  readonly signer: Signer;
  readonly ledger: RewardsLedger;
  readonly gateway: PaymentGateway;
  readonly analytics: Analytics;
  /** How long a quote can be placed, and a placed order waits for its payment. */
  readonly quoteMinutes: number;
  readonly pendingMinutes: number;
  readonly clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutContext;
    /** The server cart's dependencies, wired with the checkout's. */
    cart: CartDependencies;
  }
}
