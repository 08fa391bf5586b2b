import fp from 'fastify-plugin';
import { compareCatalogueDisplayOrder, sortCategoriesForBar, type Language } from '@rewards/domain';
import type { CarouselEntry, Catalogue, Category, SubCategory } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import { withoutNulls } from './rows';

interface CategoryRow {
  category_id: number;
  name: string;
  thai_name: string;
  image_url: string;
  display_order_bar: number;
  display_order_grid: number;
  use_listing: boolean;
}

interface CatalogueRow {
  catalogue_id: number;
  category_id: number;
  name: string;
  thai_name: string;
  display_order: number;
  display_sub_order: number;
  highlight: boolean;
  use_listing: boolean;
  has_item_new: boolean;
  image_url: string;
  image_url1: string | null;
  image_url_line1: string | null;
  text_line2: string | null;
  font_size2: string | null;
  text_color2: string | null;
  font_type2: string | null;
  bg_color: string | null;
  display_position: string | null;
  detail_image_url: string | null;
}

interface SubCategoryRow {
  sub_category_id: number;
  category_id: number;
  name: string;
  thai_name: string;
  display_order: number;
}

interface CarouselRow {
  category_id: number | null;
  image_url: string;
  image_url_line1: string | null;
  bg_color: string | null;
  text_color: string | null;
  description: string | null;
  thai_description: string | null;
  hk_description: string | null;
  url: string | null;
}

/** A carousel slide row as the contract's entry (also used for the home carousel). */
export function carouselEntryOf(row: CarouselRow): CarouselEntry {
  return {
    imageUrl: row.image_url,
    ...withoutNulls({
      imageUrlLine1: row.image_url_line1,
      bgColor: row.bg_color,
      textColor: row.text_color,
      description: row.description,
      thaiDescription: row.thai_description,
      hkDescription: row.hk_description,
      url: row.url,
    }),
  };
}

/** The columns of `carousel_entry` that `carouselEntryOf` reads. */
export const CAROUSEL_COLUMNS = `category_id, image_url, image_url_line1, bg_color, text_color,
  description, thai_description, hk_description, url`;

function catalogueOf(row: CatalogueRow): Catalogue {
  return {
    catalogueId: row.catalogue_id,
    categoryId: row.category_id,
    name: row.name,
    thaiName: row.thai_name,
    displayOrder: row.display_order,
    displaySubOrder: row.display_sub_order,
    highlight: row.highlight,
    useListing: row.use_listing,
    hasItemNew: row.has_item_new,
    imageUrl: row.image_url,
    ...withoutNulls({
      imageUrl1: row.image_url1,
      imageUrlLine1: row.image_url_line1,
      textLine2: row.text_line2,
      fontSize2: row.font_size2,
      textColor2: row.text_color2,
      fontType2: row.font_type2,
      bgColor: row.bg_color,
      displayPosition: row.display_position,
      detailImageUrl: row.detail_image_url,
    }),
  };
}

/** Categories with their catalogues, sub-categories and carousels. */
export function createCategoryRepository(db: Queryable) {
  /** Categories (all, or the one asked for) with everything they hold, in four reads. */
  async function load(categoryId?: number): Promise<Category[]> {
    const filter = categoryId === undefined ? 'TRUE' : 'category_id = $1';
    const params = categoryId === undefined ? [] : [categoryId];
    const [categories, catalogues, subCategories, slides] = await Promise.all([
      db.query<CategoryRow>(
        `SELECT category_id, name, thai_name, image_url, display_order_bar, display_order_grid,
                use_listing
         FROM category WHERE ${filter}`,
        params,
      ),
      db.query<CatalogueRow>(
        `SELECT c.*, EXISTS (
                  SELECT 1 FROM item i WHERE i.catalogue_id = c.catalogue_id AND i.new_item
                ) AS has_item_new
         FROM catalogue c WHERE ${filter.replace('category_id', 'c.category_id')}
         ORDER BY c.display_order, c.display_sub_order, c.catalogue_id`,
        params,
      ),
      db.query<SubCategoryRow>(
        `SELECT sub_category_id, category_id, name, thai_name, display_order
         FROM sub_category WHERE ${filter} ORDER BY display_order, sub_category_id`,
        params,
      ),
      db.query<CarouselRow>(
        `SELECT ${CAROUSEL_COLUMNS} FROM carousel_entry
         WHERE category_id IS NOT NULL AND ${filter}
         ORDER BY display_order, carousel_entry_id`,
        params,
      ),
    ]);
    return categories.map((row) => ({
      categoryId: row.category_id,
      name: row.name,
      thaiName: row.thai_name,
      imageUrl: row.image_url,
      displayOrderBar: row.display_order_bar,
      displayOrderGrid: row.display_order_grid,
      useListing: row.use_listing,
      // The domain's order: a displayOrder above 10 is main and sub order, which SQL's numeric order gets wrong.
      catalogues: catalogues
        .filter((c) => c.category_id === row.category_id)
        .map(catalogueOf)
        .sort(compareCatalogueDisplayOrder),
      subCategories: subCategories
        .filter((s) => s.category_id === row.category_id)
        .map((s): SubCategory => ({
          subCategoryId: s.sub_category_id,
          name: s.name,
          thaiName: s.thai_name,
          displayOrder: s.display_order,
        })),
      categoryBanners: slides.filter((s) => s.category_id === row.category_id).map(carouselEntryOf),
    }));
  }

  return {
    /** Every category, in the category bar's order for the language (the domain's rule). */
    async list(lang: Language): Promise<Category[]> {
      return sortCategoriesForBar(await load(), lang);
    },

    /** One category, or `undefined` when there is no such category. */
    async byId(categoryId: number): Promise<Category | undefined> {
      const [category] = await load(categoryId);
      return category;
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    categoryRepository: CategoryRepository;
  }
}

/** Decorates the instance with `categoryRepository`. */
export const categoryRepositoryPlugin = fp(
  async (app) => {
    app.decorate('categoryRepository', createCategoryRepository(app.db));
  },
  { name: 'category-repository', dependencies: ['database'] },
);
