import type { OrderBy } from '@rewards/api-client/contract';
import { itemOrderBy, type ItemSortOrder } from '@rewards/domain';

/** The contract's `orderBy` for a sort choice, through the domain's `itemOrderBy`. */
export function contractOrderBy(order: ItemSortOrder): OrderBy {
  const { property, direction } = itemOrderBy(order);
  if (property === 'name') return 'name';
  return direction === 'asc' ? 'priceAsc' : 'priceDesc';
}
