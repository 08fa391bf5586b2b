import * as t from 'io-ts';
import { Lang, struct } from './codecs';

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
