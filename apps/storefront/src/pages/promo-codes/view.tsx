import { useUnit } from 'effector-react';
import { RefundPromoCodes } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { AfterSalePage } from '../../shared/ui/after-sale-page';
import {
  $codes,
  $loading,
  $pages,
  $query,
  $ready,
  $result,
  orderChosen,
  promoCodesHref,
} from './model';

/** `/promo-codes`: the customer's refund promotion codes, 5 to a page. */
export function PromoCodesPage() {
  const [lang, ready, query, codes, pages, result, loading, chosen] = useUnit([
    $locale,
    $ready,
    $query,
    $codes,
    $pages,
    $result,
    $loading,
    orderChosen,
  ]);
  return (
    <AfterSalePage
      lang={lang}
      title="afterSale.promo.title"
      ready={ready && query !== null}
      width="3xl"
    >
      {query === null ? null : (
        <RefundPromoCodes
          codes={codes}
          order={query.order}
          onOrderChange={chosen}
          page={query.page}
          totalPages={pages}
          hrefForPage={(page) => promoCodesHref(query, lang, page)}
          loading={loading || result === null}
        />
      )}
    </AfterSalePage>
  );
}
