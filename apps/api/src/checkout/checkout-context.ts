import type { Analytics } from './analytics';
import type { PaymentGateway } from './payment-gateway';
import type { RewardsLedger } from './rewards-ledger';
import type { Signer } from './signing';

/** The checkout's ports and key, shared by its use cases. */
export interface CheckoutContext {
  readonly signer: Signer;
  readonly ledger: RewardsLedger;
  readonly gateway: PaymentGateway;
  readonly analytics: Analytics;
  /** How long a quote can be placed, and a placed order waits for its payment. */
  readonly quoteMinutes: number;
  readonly pendingMinutes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutContext;
  }
}
