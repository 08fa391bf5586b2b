import { useUnit } from 'effector-react';
import { $locale } from '../../entities/locale/model';
import { NotFoundPage as NotFoundContent } from '../../shared/ui/not-found-page';

/** Any path the shop does not know (spec section 2: "anything else"). */
export function NotFoundPage() {
  const lang = useUnit($locale);
  return <NotFoundContent lang={lang} />;
}
