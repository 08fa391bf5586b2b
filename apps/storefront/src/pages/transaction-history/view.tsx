import { useUnit } from 'effector-react';
import { TransactionHistory } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { AfterSalePage } from '../../shared/ui/after-sale-page';
import {
  $loading,
  $orders,
  $pages,
  $query,
  $ready,
  $result,
  historyHref,
  lastOrderChosen,
  sortChosen,
} from './model';

/** `/transaction-history`: the customer's orders with their sub-orders, 5 to a page. */
export function TransactionHistoryPage() {
  const [lang, ready, query, orders, pages, result, loading, lastOrder, sort] = useUnit([
    $locale,
    $ready,
    $query,
    $orders,
    $pages,
    $result,
    $loading,
    lastOrderChosen,
    sortChosen,
  ]);
  return (
    <AfterSalePage
      lang={lang}
      title="afterSale.history.title"
      ready={ready && query !== null}
      width="3xl"
    >
      {query === null ? null : (
        <TransactionHistory
          orders={orders}
          lastOrder={query.lastOrder}
          onLastOrderChange={lastOrder}
          sort={query.sort}
          onSortChange={sort}
          page={query.page}
          totalPages={pages}
          hrefForPage={(page) => historyHref({ ...query, page }, lang)}
          loading={loading || result === null}
        />
      )}
    </AfterSalePage>
  );
}
