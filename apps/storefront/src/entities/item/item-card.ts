import type { ItemSummary } from '@rewards/api-client/contract';
import { isLineExpired, type Language } from '@rewards/domain';
import type { ItemCardData } from '@rewards/ui';
import { shopUrl } from '../../shared/url/query';

/** Where an item was found: carried to its page, and from there to the cart line. */
export interface ItemContext {
  readonly category?: number | string;
  readonly catalogue?: number | string;
  readonly subCategory?: number | string;
}

/** The item page of an item (spec section 2: itemCode, category, catalogue, lang). */
export function itemDetailHref(code: string, lang: Language, context: ItemContext = {}): string {
  return shopUrl('/itemDetail', lang, {
    itemCode: code,
    category: context.category,
    catalogue: context.catalogue,
  });
}

/** An item of a list or search as its card: price, picture, 'New', unavailable past its end date. */
export function itemCardOf(
  item: ItemSummary,
  lang: Language,
  now: Date,
  context: ItemContext = {},
): ItemCardData {
  return {
    code: item.code,
    name: item.name,
    thaiName: item.thaiName,
    href: itemDetailHref(item.code, lang, {
      category: context.category ?? item.categoryId,
      catalogue: context.catalogue ?? item.catalogueId,
    }),
    imageUrl: item.images[0]?.url ?? '',
    price: item.unitPrice,
    isNew: item.newItem,
    available: !isLineExpired(item, now),
  };
}
