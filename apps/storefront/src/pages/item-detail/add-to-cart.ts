import { sample } from 'effector';
import type { Item } from '@rewards/api-client/contract';
import { addToCartClicked, type AddToCartRequest } from '../../features/add-to-cart/model';
import { $location } from '../../shared/router/model';
import { formatQuery, parseQuery } from '../../shared/url/query';
import { type ItemDetailQuery } from './item-detail-query';
import { $canAdd, $item, $query, $savedLines, $selection, addClicked } from './units';

// ---------------------------------------------------------------- add to cart

/** The links a cart line keeps back to this page. */
function linksOf(location: { pathname: string; search: string }, query: ItemDetailQuery) {
  const base = parseQuery(location.search);
  const itemDetailLink = `${location.pathname}${formatQuery({ ...base, screen: undefined, status: undefined, uuid: undefined })}`;
  return {
    itemDetailLink,
    engravingLink: `${location.pathname}${formatQuery({ ...base, screen: 'engraving', status: undefined, uuid: undefined })}`,
    category: query.category,
    catalogue: query.catalogue,
  };
}

// "Add to cart" hands the item, as chosen, to the add-to-cart feature (the domain's rules decide there).
sample({
  clock: addClicked,
  source: {
    canAdd: $canAdd,
    item: $item,
    query: $query,
    selection: $selection,
    lines: $savedLines,
    location: $location,
  },
  filter: ({ canAdd }) => canAdd,
  fn: ({ item, query, selection, lines, location }): AddToCartRequest => {
    const links = linksOf(location, query);
    return {
      item: item as Item,
      quantity: query.quantity,
      carePlan: selection?.carePlan === true,
      engraving: lines ?? { persMesg1: '', persMesg2: '' },
      itemDetailLink: links.itemDetailLink,
      ...((item as Item).engraving ? { engravingLink: links.engravingLink } : {}),
      ...(links.category === undefined ? {} : { category: links.category }),
      ...(links.catalogue === undefined ? {} : { catalogue: links.catalogue }),
      ...(query.editing === undefined ? {} : { replacing: query.editing }),
    };
  },
  target: addToCartClicked,
});
