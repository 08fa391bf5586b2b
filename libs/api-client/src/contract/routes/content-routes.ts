import * as t from 'io-ts';
import { CmsPage, HowItWork } from '../cms';
import { withSchema } from '../schema';
import { route } from './route';

const SlugParams = t.type(
  {
    slug: withSchema(
      new t.Type<string, string, unknown>(
        'Slug',
        (u): u is string => typeof u === 'string' && /^[a-z0-9-]{1,60}$/.test(u),
        (u, c) =>
          typeof u === 'string' && /^[a-z0-9-]{1,60}$/.test(u)
            ? t.success(u)
            : t.failure(u, c, 'a page slug'),
        (s) => s,
      ),
      { type: 'string', pattern: '^[a-z0-9-]{1,60}$' },
    ),
  },
  'SlugParams',
);

/**
 * `cms/*`: the shop's pages. The sitemap is not a call: the server generates
 * `/sitemap.xml` from the catalogue on request.
 */
export const contentRoutes = {
  howItWork: route({ method: 'GET', path: '/cms/how-it-work', response: HowItWork }),
  cmsPage: route({ method: 'GET', path: '/cms/:slug', params: SlugParams, response: CmsPage }),
} as const;
