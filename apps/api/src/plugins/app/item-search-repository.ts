import { countPages, sanitizeSearchText, type ItemSortOrder, type Language } from '@rewards/domain';
import type { OrderBy, SearchResponse } from '@rewards/api-client/contract';
import { inOrder, type ItemListRepository } from './item-list-repository';

/** What a search asks for, decoded and bounded by the contract. */
export interface SearchQuery {
  readonly q?: string | undefined;
  readonly category?: number | undefined;
  readonly catalogue?: number | undefined;
  readonly subCategory?: number | undefined;
  readonly orderBy: OrderBy;
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly lang: Language;
}

/** The contract's sort choices, as the domain's sort orders. */
const SORT_ORDER: Readonly<Record<OrderBy, ItemSortOrder>> = {
  name: 'a2z',
  priceAsc: 'low2high',
  priceDesc: 'high2low',
};

/** `%` and `_` are wildcards of LIKE; the search text may not use them. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search of items, over the lists' reads. */
export function createItemSearchRepository({ sortedCodes, summaries }: ItemListRepository) {
  return {
    /**
     * A page of the items matching the search text (each word, sanitised by the
     * domain's rule, found in the English or Thai name, the part number or the
     * code, ignoring case) within a category, catalogue or sub-category, in the
     * chosen order. Text that sanitises to nothing finds nothing.
     */
    async search(query: SearchQuery): Promise<SearchResponse> {
      const conditions: string[] = [];
      const params: unknown[] = [];
      const add = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        conditions.push(sql(`$${params.length}`));
      };
      const typed = query.q?.trim() ?? '';
      const terms = sanitizeSearchText(typed).trim().toLowerCase().split(/\s+/).filter(Boolean);
      if (query.category !== undefined) add((n) => `category_id = ${n}`, query.category);
      if (query.catalogue !== undefined) add((n) => `catalogue_id = ${n}`, query.catalogue);
      if (query.subCategory !== undefined) add((n) => `sub_category_id = ${n}`, query.subCategory);
      for (const term of terms) add((n) => `search_text LIKE ${n}`, likePattern(term));
      const nothingToFind = typed !== '' && terms.length === 0;
      const codes = nothingToFind
        ? []
        : await sortedCodes(
            conditions.length === 0 ? 'TRUE' : conditions.join(' AND '),
            params,
            SORT_ORDER[query.orderBy],
            query.lang,
          );
      const start = (query.pageNumber - 1) * query.pageSize;
      const page = codes.slice(start, start + query.pageSize);
      return {
        items: inOrder(page, await summaries(page)),
        pagination: {
          totalRecords: codes.length,
          numOfPages: countPages(codes.length, query.pageSize),
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
        },
      };
    },
  };
}
