import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { checkedPostalCode, postalCodePlaces } from '../../../../addresses/postal-code-places';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';

/** `common/postal-code/:postalCode`: the address form's choices for a postal code. */
export function postalCodeRoute(app: FastifyInstance): void {
  const deps = { references: app.referenceRepository };
  registerRoute(app, routes.postalCode, ({ params, lang }) => {
    const postalCode = checkedPostalCode(params.postalCode, lang);
    return cached(app, routes.postalCode, `${postalCode} ${lang}`, () =>
      postalCodePlaces(deps, postalCode, lang),
    );
  });
}
