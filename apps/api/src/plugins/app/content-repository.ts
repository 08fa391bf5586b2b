import fp from 'fastify-plugin';
import type { Language } from '@rewards/domain';
import type {
  CmsPage,
  HowItWork,
  PromotionBanner,
  PromotionBannerBody,
  PromotionBannerLanguage,
} from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';
import { CAROUSEL_COLUMNS, carouselEntryOf } from './category-repository';
import { withoutNulls } from './rows';

interface BannerRow {
  banner_id: string;
  display_order: number;
  lang: 'en' | 'th';
  image_type: 'Mobile' | 'Desktop';
  image_url: string;
  image: string | null;
  alt: string | null;
  open_new_tab: boolean;
  display_popup: boolean;
  button_type1: string | null;
  button_type2: string | null;
  text_button: string | null;
  text_color: string | null;
  margin_top: string | null;
  margin_left: string | null;
  url: string | null;
  popup_image: string | null;
  content_popup: string | null;
}

function bannerLanguageOf(row: BannerRow): PromotionBannerLanguage {
  return {
    lang: row.lang,
    imageType: row.image_type,
    imageURL: row.image_url,
    openNewTab: row.open_new_tab,
    displayPopup: row.display_popup,
    ...withoutNulls({
      image: row.image,
      alt: row.alt,
      buttonType1: row.button_type1,
      buttonType2: row.button_type2,
      textButton: row.text_button,
      textColor: row.text_color,
      marginTop: row.margin_top,
      marginLeft: row.margin_left,
      url: row.url,
      popupImage: row.popup_image,
      contentPopup: row.content_popup,
    }),
  };
}

/** The home page's banners and carousel, CMS pages and the How to Buy page. */
export function createContentRepository(db: Queryable) {
  return {
    /** Active banners in display order, each with its rows for both languages, and the home carousel. */
    async promotionBanners(): Promise<PromotionBannerBody> {
      const [rows, slides] = await Promise.all([
        db.query<BannerRow>(
          `SELECT b.banner_id, b.display_order, l.*
           FROM promotion_banner b JOIN promotion_banner_language l ON l.banner_id = b.banner_id
           WHERE b.active
           ORDER BY b.display_order, b.banner_id, l.lang, l.image_type`,
        ),
        db.query<Parameters<typeof carouselEntryOf>[0]>(
          `SELECT ${CAROUSEL_COLUMNS} FROM carousel_entry
           WHERE category_id IS NULL ORDER BY display_order, carousel_entry_id`,
        ),
      ]);
      const banners: PromotionBanner[] = [];
      for (const row of rows) {
        const last = banners.at(-1);
        if (last?.id === row.banner_id) {
          (last.promotionBannerLanguages as PromotionBannerLanguage[]).push(bannerLanguageOf(row));
        } else {
          banners.push({
            id: row.banner_id,
            displayOrder: row.display_order,
            promotionBannerLanguages: [bannerLanguageOf(row)],
          });
        }
      }
      return { banners, carousel: slides.map(carouselEntryOf) };
    },

    /** A CMS page in the language, or `undefined` when the slug has no page in it. */
    async cmsPage(slug: string, lang: Language): Promise<CmsPage | undefined> {
      const [row] = await db.query<{ title: string; content: string; updated_at: Date }>(
        'SELECT title, content, updated_at FROM cms_page WHERE slug = $1 AND lang = $2',
        [slug, lang],
      );
      return row === undefined
        ? undefined
        : {
            slug,
            lang,
            title: row.title,
            content: row.content,
            updatedAt: row.updated_at.toISOString(),
          };
    },

    /** The How to Buy page in the language, or `undefined` when it has not been written. */
    async howItWork(lang: Language): Promise<HowItWork | undefined> {
      const [row] = await db.query<HowItWork>(
        'SELECT content, content2 FROM how_it_work WHERE lang = $1',
        [lang],
      );
      return row;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
  }
}

/** Decorates the instance with `contentRepository`. */
export const contentRepositoryPlugin = fp(
  async (app) => {
    app.decorate('contentRepository', createContentRepository(app.db));
  },
  { name: 'content-repository', dependencies: ['database'] },
);
