import type { Language } from '@rewards/domain';
import { NotFoundPage as NotFoundContent } from '@rewards/ui';
import { shopUrl } from '../url/query';

/**
 * What a page shows for an address that names nothing (spec section 2:
 * "anything else"): the not-found page's own content, also shown by a page
 * whose category, item, CMS page or checkout step does not exist.
 */
export function NotFoundPage({ lang }: { readonly lang: Language }) {
  return <NotFoundContent homeHref={shopUrl('/', lang)} />;
}
