import { Liveness, Readiness } from '../health';
import { route } from './route';

/** `health/*`: for load balancers and orchestrators; outside the API's rate limit. */
export const healthRoutes = {
  healthLive: route({ method: 'GET', path: '/health/live', response: Liveness }),
  healthReady: route({ method: 'GET', path: '/health/ready', response: Readiness }),
} as const;
