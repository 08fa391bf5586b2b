import {
  CatalogueParams,
  Item,
  ItemCodeParams,
  ItemList,
  ItemMessageList,
  SearchItemsRequest,
  SearchRequest,
  SearchResponse,
} from '../item';
import { route } from './route';

/** `item/*`: items with their prices. */
export const itemRoutes = {
  item: route({ method: 'GET', path: '/item/:code', params: ItemCodeParams, response: Item }),
  itemMessages: route({
    method: 'GET',
    path: '/item/item-message/:code',
    params: ItemCodeParams,
    response: ItemMessageList,
  }),
  catalogueItems: route({
    method: 'GET',
    path: '/item/catalogue/:catalogueId',
    params: CatalogueParams,
    response: ItemList,
  }),
  searchItems: route({
    method: 'POST',
    path: '/item/search',
    body: SearchRequest,
    response: SearchResponse,
  }),
  itemsByCodes: route({
    method: 'POST',
    path: '/item/searchItems',
    body: SearchItemsRequest,
    response: ItemList,
  }),
} as const;
