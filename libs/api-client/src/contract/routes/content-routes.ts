import * as t from 'io-ts';
import { CmsPage, HowItWork, SitemapUpdateBody, SitemapUpdateRequest } from '../cms';
import { route } from './route';

const SlugParams = t.type(
  {
    slug: new t.Type<string, string, unknown>(
      'Slug',
      (u): u is string => typeof u === 'string' && /^[a-z0-9-]{1,60}$/.test(u),
      (u, c) =>
        typeof u === 'string' && /^[a-z0-9-]{1,60}$/.test(u)
          ? t.success(u)
          : t.failure(u, c, 'a page slug'),
      (s) => s,
    ),
  },
  'SlugParams',
);

/** `cms/*` and `sitemap/update`: the shop's pages and its sitemap. */
export const contentRoutes = {
  howItWork: route({ method: 'GET', path: '/cms/how-it-work', response: HowItWork }),
  cmsPage: route({ method: 'GET', path: '/cms/:slug', params: SlugParams, response: CmsPage }),
  sitemapUpdate: route({
    method: 'POST',
    path: '/sitemap/update',
    body: SitemapUpdateRequest,
    response: SitemapUpdateBody,
  }),
} as const;
