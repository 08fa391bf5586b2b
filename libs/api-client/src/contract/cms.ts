import * as t from 'io-ts';
import { Lang, boundedString, strictStruct, struct } from './codecs';

/** A CMS page by slug (`term-and-condition`, `privacy`, `sales-refund`, `about`...), in the asked language. */
export const CmsPage = struct(
  'CmsPage',
  { slug: t.string, lang: Lang, title: t.string, content: t.string },
  { updatedAt: t.string },
);
export type CmsPage = t.TypeOf<typeof CmsPage>;

/** `cms/how-it-work`: the How to Buy page, in two parts. */
export const HowItWork = t.type({ content: t.string, content2: t.string }, 'HowItWork');
export type HowItWork = t.TypeOf<typeof HowItWork>;

/**
 * The most navigation entries one sitemap may list: the shop's categories,
 * catalogues, CMS pages and fixed pages are a few hundred at most.
 */
export const MAX_SITEMAP_ENTRIES = 1000;

/**
 * An address in a sitemap: a path of the shop (`/cms/about`, never `//host` or
 * `/\\host`) or a web address. `javascript:` and the like are refused, since a
 * sitemap's addresses end up as links.
 */
const SitemapUrl = t.refinement(
  boundedString('url', 1, 500),
  (url) => /^(?:\/(?![/\\])|https?:\/\/)[^\s\\]*$/i.test(url),
  'SitemapUrl',
);

/** `sitemap/update`: the storefront's navigation, sent when the sitemap status allows it. */
export const SitemapUpdateRequest = strictStruct(
  'SitemapUpdateRequest',
  {
    navigation: t.refinement(
      t.readonlyArray(t.exact(t.type({ url: SitemapUrl, title: boundedString('title', 0, 200) }))),
      (entries) => entries.length <= MAX_SITEMAP_ENTRIES,
      'Navigation',
    ),
  },
  { lang: Lang, imageUrl: boundedString('imageUrl', 0, 500) },
);
export type SitemapUpdateRequest = t.TypeOf<typeof SitemapUpdateRequest>;

export const SitemapUpdateBody = t.type(
  { submitted: t.boolean, entries: t.number },
  'SitemapUpdateBody',
);
export type SitemapUpdateBody = t.TypeOf<typeof SitemapUpdateBody>;
