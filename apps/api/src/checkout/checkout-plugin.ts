import fp from 'fastify-plugin';
import { createLoggingAnalytics, type Analytics } from './analytics';
import type { CheckoutContext } from './checkout-context';
import type { PaymentGateway } from './payment-gateway';
import { createPostgresRewardsLedger, type RewardsLedger } from './rewards-ledger';
import { createSandboxGateway } from './sandbox-gateway';
import { sandboxRoutes } from './sandbox-routes';
import { seedCheckout } from './seed-checkout';
import { createSigner, loadCheckoutSecret } from './signing';
import { sweepExpiredOrders } from './sweep';

/** Adapters a deployment (or a test) puts in place of the defaults. */
export interface CheckoutAdapters {
  readonly analytics?: Analytics;
  readonly ledger?: RewardsLedger;
  /** A real payment provider; by default the sandbox's hosted page of this server. */
  readonly gateway?: PaymentGateway;
}

/**
 * Checkout's dependencies (`app.checkout`: repositories, ports, key, settings,
 * clock) and the server cart's (`app.cart`), the sandbox provider's page, the
 * checkout's seed, and the sweep of pending orders nobody paid: every
 * `CHECKOUT_SWEEP_SECONDS` in this process (an advisory lock lets one instance
 * sweep at a time), and at every placement.
 */
export const checkoutPlugin = fp<{ adapters?: CheckoutAdapters }>(
  async (app, { adapters = {} }) => {
    const config = app.serverConfig;
    const signer = createSigner(await loadCheckoutSecret(app.db, config.checkoutSecret));
    const sandbox = createSandboxGateway(signer, app.db);
    const clock = () => new Date();
    const context: CheckoutContext = {
      db: app.db,
      items: app.itemRepository,
      settings: app.settingsRepository,
      reference: app.referenceRepository,
      guestRetentionDays: config.guestRetentionDays,
      signer,
      ledger: adapters.ledger ?? createPostgresRewardsLedger(),
      gateway: adapters.gateway ?? sandbox.gateway,
      analytics: adapters.analytics ?? createLoggingAnalytics(app.log),
      quoteMinutes: config.quoteMinutes,
      pendingMinutes: config.pendingMinutes,
      clock,
    };
    app.decorate('checkout', context);
    app.decorate('cart', {
      db: app.db,
      items: app.itemRepository,
      settings: app.settingsRepository,
      clock,
    });
    if (adapters.gateway === undefined) await app.register(sandboxRoutes, { sandbox });
    await seedCheckout({ db: app.db, ledger: context.ledger, passwordCost: app.accounts.cost });

    if (config.sweepSeconds > 0) {
      let running: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        running = sweepExpiredOrders(context).then(
          (released) => {
            if (released > 0) app.log.info({ released }, 'checkout: expired orders released');
          },
          (error: unknown) => app.log.error({ err: error }, 'checkout: sweep failed'),
        );
      }, config.sweepSeconds * 1000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  { name: 'checkout', dependencies: ['database', 'repositories', 'accounts'] },
);
