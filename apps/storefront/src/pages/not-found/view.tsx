import { useUnit } from 'effector-react';
import { NotFoundPage as NotFoundContent } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { shopUrl } from '../../shared/url/query';

/** Any path the shop does not know (spec section 2: "anything else"). */
export function NotFoundPage() {
  const lang = useUnit($locale);
  return <NotFoundContent homeHref={shopUrl('/', lang)} />;
}
