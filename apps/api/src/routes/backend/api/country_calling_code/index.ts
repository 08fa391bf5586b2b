import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { cached } from '../../../../http/cached';
import { registerRoute } from '../../../../http/register-route';

/** `country_calling_code`: the calling codes of the phone fields, the list at `data.data`. */
export async function countryCallingCodeRoutes(app: FastifyInstance): Promise<void> {
  registerRoute(app, routes.countryCallingCodes, () =>
    cached(app, routes.countryCallingCodes, '', async () => ({
      data: { data: await app.referenceRepository.countryCallingCodes() },
    })),
  );
}
