import { moneyToString } from '@rewards/domain';
import { publishCatalogueChange } from '../db/catalogue-changes';
import type { Database } from '../db/database';
import { CATALOGUES, CATEGORIES, SUB_CATEGORIES } from './catalogue';
import { CMS_PAGES, HOW_IT_WORK } from './cms-pages';
import { BANNERS, CAROUSEL } from './content';
import { CARE_PLANS, SPECIAL_PROMOTIONS, buildItems } from './products';
import {
  ATTRIBUTES,
  COLOURS,
  CONFIG,
  COUNTRY_CALLING_CODES,
  IPP_CONFIG,
  LOGOS,
  NOTICES,
  PRICE_CODES,
} from './reference';
import { REGIONS } from './regions';
import { createSeedRepository, type SeedRepository } from './seed-repository';

/** `undefined` becomes SQL NULL. */
function nullable<T>(value: T | undefined): T | null {
  return value === undefined ? null : value;
}

async function insertReferenceData(seed: SeedRepository): Promise<void> {
  await seed.insertRows('app_config', ['key', 'value'], Object.entries(CONFIG));
  await seed.insertRows(
    'notice',
    ['notice_id', 'message', 'message_thai', 'tooltip_content', 'tooltip_content_thai', 'active'],
    NOTICES.map((n) => [
      n.noticeId,
      n.message,
      n.messageThai,
      n.tooltipContent,
      n.tooltipContentThai,
      n.active,
    ]),
  );
  await seed.insertRows(
    'color',
    ['name', 'thai_name', 'hex', 'display_order'],
    COLOURS.map((c, index) => [c.name, c.thaiName, c.hex, index + 1]),
  );
  await seed.insertRows(
    'attribute',
    ['attribute_name', 'display_name', 'thai_display_name', 'display_order'],
    ATTRIBUTES.map((a) => [a.attributeName, a.displayName, a.thaiDisplayName, a.displayOrder]),
  );
  await seed.insertRows(
    'region',
    ['code', 'name', 'thai_name'],
    REGIONS.map((r) => [r.code, r.name, r.thaiName]),
  );
  await seed.insertRows(
    'country_calling_code',
    ['code', 'name', 'thai_name', 'display_order'],
    COUNTRY_CALLING_CODES.map((c, index) => [c.code, c.name, c.thaiName, index + 1]),
  );
  await seed.insertRows(
    'price_code',
    ['card_brand', 'rate_point', 'rate_cash'],
    PRICE_CODES.map((p) => [p.cardBrand, p.ratePoint, p.rateCash]),
  );
  await seed.insertRows(
    'ipp_term',
    ['term_value', 'term_id', 'cust_ipp'],
    Object.values(IPP_CONFIG.ippConfig).map((t) => [t.termValue, t.termId, t.custIpp]),
  );
  await seed.insertRows(
    'cash_installment',
    ['cash_installment_id', 'cash_from', 'cash_to', 'terms', 'term_card_brands'],
    IPP_CONFIG.cashInstallments.map((range, index) => [
      index + 1,
      moneyToString(range.cashFrom),
      moneyToString(range.cashTo),
      [...range.term],
      JSON.stringify(range.termCardBrands),
    ]),
  );
  await seed.insertRows(
    'logo',
    ['name', 'url_image'],
    LOGOS.map((l) => [l.name, l.urlImage]),
  );
}

async function insertCatalogue(seed: SeedRepository): Promise<number> {
  await seed.insertRows(
    'category',
    [
      'category_id',
      'name',
      'thai_name',
      'image_url',
      'display_order_bar',
      'display_order_grid',
      'use_listing',
    ],
    CATEGORIES.map((c) => [
      c.categoryId,
      c.name,
      c.thaiName,
      c.imageUrl,
      c.displayOrderBar,
      c.displayOrderGrid,
      c.useListing,
    ]),
  );
  await seed.insertRows(
    'sub_category',
    ['sub_category_id', 'category_id', 'name', 'thai_name', 'display_order'],
    SUB_CATEGORIES.map((s) => [s.subCategoryId, s.categoryId, s.name, s.thaiName, s.displayOrder]),
  );
  await seed.insertRows(
    'catalogue',
    [
      'catalogue_id',
      'category_id',
      'name',
      'thai_name',
      'display_order',
      'display_sub_order',
      'highlight',
      'use_listing',
      'image_url',
      'text_line2',
      'font_size2',
      'text_color2',
      'font_type2',
      'bg_color',
      'display_position',
    ],
    CATALOGUES.map((c) => [
      c.catalogueId,
      c.categoryId,
      c.name,
      c.thaiName,
      c.displayOrder,
      c.displaySubOrder,
      c.highlight,
      c.useListing,
      c.imageUrl,
      nullable(c.textLine2),
      nullable(c.fontSize2),
      nullable(c.textColor2),
      nullable(c.fontType2),
      nullable(c.bgColor),
      nullable(c.displayPosition),
    ]),
  );
  await seed.insertRows(
    'care_plan',
    ['code', 'name', 'thai_name', 'price', 'point', 'description', 'thai_description'],
    CARE_PLANS.map((c) => [
      c.code,
      c.name,
      c.thaiName,
      moneyToString(c.price),
      c.point,
      c.description,
      c.thaiDescription,
    ]),
  );
  await seed.insertRows(
    'special_promotion',
    ['special_promotion_id', 'label', 'thai_label', 'mouse_over', 'thai_mouse_over'],
    SPECIAL_PROMOTIONS.map((s) => [
      s.specialPromotionId,
      s.label,
      s.thaiLabel,
      s.mouseOver,
      s.thaiMouseOver,
    ]),
  );

  const items = buildItems();
  await seed.insertRows(
    'item',
    [
      'code',
      'group_id',
      'category_id',
      'catalogue_id',
      'sub_category_id',
      'name',
      'thai_name',
      'part_number',
      'description',
      'thai_description',
      'unit_price',
      'point',
      'new_item',
      'limit_quantity',
      'max_quantity',
      'end_date',
      'shipping_availability',
      'thai_shipping_availability',
      'care_plan_code',
      'special_promotion_id',
      'display_order',
    ],
    items.map((i) => [
      i.code,
      i.groupId,
      i.categoryId,
      i.catalogueId,
      nullable(i.subCategoryId),
      i.name,
      i.thaiName,
      i.partNumber,
      i.description,
      i.thaiDescription,
      moneyToString(i.unitPrice),
      i.point,
      i.newItem,
      i.limitQuantity,
      i.maxQuantity,
      nullable(i.endDate),
      i.shippingAvailability,
      i.thaiShippingAvailability,
      nullable(i.carePlanCode),
      nullable(i.specialPromotionId),
      i.displayOrder,
    ]),
  );
  await seed.insertRows(
    'item_attribute',
    ['item_code', 'attribute_name', 'value'],
    items.flatMap((i) =>
      Object.entries(i.attributes).map(([name, value]) => [i.code, name, value]),
    ),
  );
  await seed.insertRows(
    'item_image',
    ['item_code', 'purpose', 'position', 'url', 'name'],
    items.flatMap((i) => [
      ...i.images.map((image, index) => [i.code, 'product', index + 1, image.url, image.name]),
      ...i.engravingImages.map((image, index) => [
        i.code,
        'engraving',
        index + 1,
        image.url,
        image.name,
      ]),
    ]),
  );
  await seed.insertRows(
    'item_price',
    [
      'item_code',
      'position',
      'type',
      'price_code',
      'cash',
      'point',
      'minimum_transaction_amount',
      'term_of_flexi',
      'percent_cash',
      'percent_point',
      'percent_discount',
      'description',
    ],
    items.flatMap((i) =>
      i.prices.map((p, index) => [
        i.code,
        index + 1,
        p.type,
        p.priceCode,
        moneyToString(p.cash),
        p.point,
        moneyToString(p.minimumTransactionAmount),
        nullable(p.termOfFlexi),
        nullable(p.percentCash),
        nullable(p.percentPoint),
        nullable(p.percentDiscount),
        nullable(p.description),
      ]),
    ),
  );
  await seed.insertRows(
    'item_ipp_term',
    ['item_code', 'term_id'],
    items.flatMap((i) => i.termIds.map((termId) => [i.code, termId])),
  );
  await seed.insertRows(
    'item_engraving',
    [
      'item_code',
      'engraving_line',
      'eng_and_numeric_max_length',
      'local_and_special_max_length',
      'allowed_special_character',
      'special_character_max_length',
      'thai_allowed',
      'uppercase_only',
      'auto_resize',
      'auto_resize_block',
      'desktop_font_size',
      'mobile_font_size',
      'top_offset',
      'eng_note',
      'thai_note',
    ],
    items.flatMap((i) =>
      i.engraving === undefined
        ? []
        : [
            [
              i.code,
              i.engraving.engravingLine,
              i.engraving.engAndNumericMaxLength,
              i.engraving.localAndSpecialMaxLength,
              i.engraving.allowedSpecialCharacter,
              i.engraving.specialCharacterMaxLength,
              i.engraving.thaiAllowed,
              i.engraving.uppercaseOnly,
              i.engraving.autoResize,
              i.engraving.autoResizeBlock,
              i.engraving.desktopFontSize,
              i.engraving.mobileFontSize,
              i.engraving.top,
              i.engraving.engNote,
              i.engraving.thaiNote,
            ],
          ],
    ),
  );
  await seed.insertRows(
    'item_message',
    ['item_code', 'page', 'lang', 'position', 'message'],
    items.flatMap((i) =>
      i.messages.map((m, index) => [i.code, m.page, m.lang, index + 1, m.message]),
    ),
  );
  return items.length;
}

async function insertContent(seed: SeedRepository): Promise<void> {
  await seed.insertRows(
    'promotion_banner',
    ['banner_id', 'display_order', 'active'],
    BANNERS.map((b) => [b.bannerId, b.displayOrder, true]),
  );
  await seed.insertRows(
    'promotion_banner_language',
    [
      'banner_id',
      'lang',
      'image_type',
      'image_url',
      'alt',
      'open_new_tab',
      'display_popup',
      'button_type1',
      'text_button',
      'text_color',
      'margin_top',
      'margin_left',
      'url',
      'popup_image',
      'content_popup',
    ],
    BANNERS.flatMap((b) =>
      b.languages.map((l) => [
        b.bannerId,
        l.lang,
        l.imageType,
        l.imageUrl,
        l.alt,
        l.openNewTab,
        l.displayPopup,
        nullable(l.buttonType1),
        nullable(l.textButton),
        nullable(l.textColor),
        nullable(l.marginTop),
        nullable(l.marginLeft),
        l.url,
        nullable(l.popupImage),
        nullable(l.contentPopup),
      ]),
    ),
  );
  await seed.insertRows(
    'carousel_entry',
    [
      'carousel_entry_id',
      'category_id',
      'display_order',
      'image_url',
      'image_url_line1',
      'bg_color',
      'text_color',
      'description',
      'thai_description',
      'hk_description',
      'url',
    ],
    CAROUSEL.map((c) => [
      c.carouselEntryId,
      nullable(c.categoryId),
      c.displayOrder,
      c.imageUrl,
      c.imageUrlLine1,
      c.bgColor,
      c.textColor,
      c.description,
      c.thaiDescription,
      c.hkDescription,
      c.url,
    ]),
  );
  await seed.insertRows(
    'cms_page',
    ['slug', 'lang', 'title', 'content'],
    CMS_PAGES.map((p) => [p.slug, p.lang, p.title, p.content]),
  );
  await seed.insertRows(
    'how_it_work',
    ['lang', 'content', 'content2'],
    HOW_IT_WORK.map((h) => [h.lang, h.content, h.content2]),
  );
}

/**
 * Fills an empty shop, in one transaction, under a lock that makes instances
 * starting together seed once: reference lists, the catalogue, content. Does
 * nothing when the catalogue already has items. Returns the number of items
 * seeded (0 when it did nothing), and tells every instance the catalogue changed.
 */
export async function seedIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const seed = createSeedRepository(tx);
    await seed.lock();
    if (await seed.hasItems()) return 0;
    await insertReferenceData(seed);
    const count = await insertCatalogue(seed);
    await insertContent(seed);
    await publishCatalogueChange(db, 'seed', tx);
    return count;
  });
}
