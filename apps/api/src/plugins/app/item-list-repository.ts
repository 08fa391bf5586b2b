import { sortItems, type ItemSortOrder, type Language } from '@rewards/domain';
import type { ItemImage, ItemSummary } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import { groupBy, IMAGE_SELECT, type ImageRow } from './item-columns-repository';
import { moneyOf, withoutNulls } from './rows';

interface SummaryRow {
  code: string;
  group_id: string;
  name: string;
  thai_name: string;
  part_number: string;
  unit_price: string;
  new_item: boolean;
  category_id: number;
  catalogue_id: number;
  sub_category_id: number | null;
  end_date: Date | null;
  sp_label: string | null;
  sp_thai_label: string | null;
  sp_mouse_over: string | null;
  sp_thai_mouse_over: string | null;
}

const SUMMARY_SELECT = `SELECT i.code, i.group_id, i.name, i.thai_name, i.part_number, i.unit_price,
    i.new_item, i.category_id, i.catalogue_id, i.sub_category_id, i.end_date,
    sp.label AS sp_label, sp.thai_label AS sp_thai_label,
    sp.mouse_over AS sp_mouse_over, sp.thai_mouse_over AS sp_thai_mouse_over
  FROM item i LEFT JOIN special_promotion sp ON sp.special_promotion_id = i.special_promotion_id`;

/** The summaries of `codes` found in `found`, in the order of `codes`. */
export function inOrder(codes: readonly string[], found: Map<string, ItemSummary>): ItemSummary[] {
  return codes.flatMap((code) => {
    const item = found.get(code);
    return item === undefined ? [] : [item];
  });
}

/**
 * Items as lists show them: summaries by code, the codes of the items matching a
 * condition in the domain's order, a catalogue's items and the next end date.
 */
export function createItemListRepository(db: Queryable) {
  /** Summaries of the items with these codes, by code (unknown codes are missing). */
  async function summaries(codes: readonly string[]): Promise<Map<string, ItemSummary>> {
    if (codes.length === 0) return new Map();
    const [rows, images] = await Promise.all([
      db.query<SummaryRow>(`${SUMMARY_SELECT} WHERE i.code = ANY($1::text[])`, [codes]),
      db.query<ImageRow>(
        `${IMAGE_SELECT}
         WHERE item_code = ANY($1::text[]) AND purpose = 'product'
         ORDER BY item_code, position`,
        [codes],
      ),
    ]);
    const imagesByItem = groupBy(images, (row) => row.item_code);
    return new Map(
      rows.map((row) => [
        row.code,
        {
          code: row.code,
          groupId: row.group_id,
          name: row.name,
          thaiName: row.thai_name,
          partNumber: row.part_number,
          unitPrice: moneyOf(row.unit_price),
          images: (imagesByItem.get(row.code) ?? []).map(({ url, name }): ItemImage => ({
            url,
            name,
          })),
          newItem: row.new_item,
          categoryId: row.category_id,
          catalogueId: row.catalogue_id,
          ...withoutNulls({
            subCategoryId: row.sub_category_id,
            endDate: row.end_date?.toISOString(),
          }),
          ...(row.sp_label === null || row.sp_thai_label === null
            ? {}
            : {
                specialPromotion: {
                  label: row.sp_label,
                  thaiLabel: row.sp_thai_label,
                  ...withoutNulls({
                    mouseOver: row.sp_mouse_over,
                    thaiMouseOver: row.sp_thai_mouse_over,
                  }),
                },
              }),
        } satisfies ItemSummary,
      ]),
    );
  }

  /** Items matching `where`, sorted by the domain's rule for the language. */
  async function sortedCodes(
    where: string,
    params: readonly unknown[],
    order: ItemSortOrder,
    lang: Language,
  ): Promise<string[]> {
    const rows = await db.query<{
      code: string;
      name: string;
      thai_name: string;
      unit_price: string;
    }>(`SELECT code, name, thai_name, unit_price FROM item WHERE ${where}`, params);
    const sortable = rows.map((row) => ({
      code: row.code,
      name: row.name,
      thaiName: row.thai_name,
      unitPrice: moneyOf(row.unit_price),
    }));
    return sortItems(sortable, order, lang).map((item) => item.code);
  }

  return {
    summaries,
    sortedCodes,

    /** The items of a catalogue by name in the language, or `undefined` for an unknown catalogue. */
    async byCatalogue(catalogueId: number, lang: Language): Promise<ItemSummary[] | undefined> {
      const [exists] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM catalogue WHERE catalogue_id = $1) AS found',
        [catalogueId],
      );
      if (exists?.found !== true) return undefined;
      const codes = await sortedCodes('catalogue_id = $1', [catalogueId], 'a2z', lang);
      return inOrder(codes, await summaries(codes));
    },

    /** The items with these codes, in the order asked, without the unknown ones. */
    async byCodes(codes: readonly string[]): Promise<ItemSummary[]> {
      const unique = [...new Set(codes)];
      return inOrder(unique, await summaries(unique));
    },

    /** The next moment an item's end date passes (answers that mention availability change then). */
    async nextEndDate(): Promise<Date | undefined> {
      const [row] = await db.query<{ next: Date | null }>(
        'SELECT min(end_date) AS next FROM item WHERE end_date > now()',
      );
      return row?.next ?? undefined;
    },
  };
}

export type ItemListRepository = ReturnType<typeof createItemListRepository>;
