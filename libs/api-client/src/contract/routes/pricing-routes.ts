import * as t from 'io-ts';
import { IppConfigBody, PriceCodeBody } from '../pricing';
import { route } from './route';

/** `common/ippConfig` and `common/priceCodes`: instalment terms and point rates (they carry money). */
export const pricingRoutes = {
  ippConfig: route({ method: 'GET', path: '/common/ippConfig', response: IppConfigBody }),
  priceCodes: route({
    method: 'GET',
    path: '/common/priceCodes',
    response: t.readonlyArray(PriceCodeBody),
  }),
} as const;
