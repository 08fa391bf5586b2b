import type { FastifyBaseLogger } from 'fastify';

/** The spec's analytics events (section 9). */
export type AnalyticsEvent =
  | { readonly name: 'ViewContent'; readonly itemCode: string }
  | {
      readonly name: 'InitiateCheckout';
      readonly value: string;
      readonly currency: 'THB';
      readonly units: number;
    }
  | {
      readonly name: 'Purchase';
      readonly poNumber: string;
      readonly value: string;
      readonly currency: 'THB';
    };

/** Where analytics events go (the Analytics port). Never awaited by a request and never fails one. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}

/**
 * The default adapter: sends nothing anywhere. Outside production it logs each
 * event at debug, so a developer sees what a real adapter would receive.
 */
export function createLoggingAnalytics(
  log: FastifyBaseLogger,
  production = process.env.NODE_ENV === 'production',
): Analytics {
  return {
    track(event) {
      if (!production) log.debug({ analytics: event }, `analytics: ${event.name}`);
    },
  };
}
