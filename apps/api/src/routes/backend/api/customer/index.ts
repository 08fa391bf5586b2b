import type { FastifyInstance } from 'fastify';
import { routes, type AddressBody, type FieldError } from '@rewards/api-client/contract';
import { validateAddressForm, type FieldErrors } from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import { addressFormValues } from '../../../../checkout/address-form';
import { AppError } from '../../../../http/app-error';
import { registerRoute } from '../../../../http/register-route';

function invalid(errors: FieldErrors, lang: MessageLang): AppError {
  const fieldErrors: FieldError[] = Object.entries(errors).flatMap(([field, list]) =>
    (list ?? []).map((error) => ({
      field,
      code: error.code,
      message: formatMessage(error.code as MessageId, lang, {}),
    })),
  );
  return new AppError(400, 'E400', 'error.E400', { fieldErrors });
}

/**
 * The signed-in customer's reward points (from the ledger: what can be spent now)
 * and the billing and shipping addresses kept in the profile ("Update into my
 * profile"), each checked with the domain's `validateAddressForm`.
 */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.pointsBalance, async ({ customerId, reply }) => {
    void reply.header('cache-control', 'no-store');
    return { balance: await app.checkout.ledger.available(app.db, customerId) };
  });

  registerRoute(app, routes.customerAddresses, async ({ customerId, reply }) => {
    void reply.header('cache-control', 'no-store');
    const rows = await app.db.query<{ kind: 'billing' | 'shipping'; address: AddressBody }>(
      'SELECT kind, address FROM customer_address WHERE customer_id = $1',
      [customerId],
    );
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.address ?? null;
    return { billing: of('billing'), shipping: of('shipping') };
  });

  for (const [route, kind] of [
    [routes.putCustomerBilling, 'billing'],
    [routes.putCustomerShipping, 'shipping'],
  ] as const) {
    registerRoute(app, route, async ({ customerId, body, lang }) => {
      const errors = validateAddressForm(addressFormValues(body));
      if (Object.values(errors).some((list) => (list ?? []).length > 0)) {
        throw invalid(errors, lang);
      }
      await app.db.query(
        `INSERT INTO customer_address (customer_id, kind, address) VALUES ($1, $2, $3::jsonb)
         ON CONFLICT (customer_id, kind)
           DO UPDATE SET address = EXCLUDED.address, updated_at = now()`,
        [customerId, kind, JSON.stringify(body)],
      );
      return { ok: true as const };
    });
  }
}
