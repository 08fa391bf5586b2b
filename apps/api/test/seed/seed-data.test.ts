import { describe, expect, it } from 'vitest';
import {
  CARD_BRANDS,
  CARD_BRANDS_WITHOUT_POINTS,
  REWARD_POINT_RATE,
  cashValueOfPoints,
  pointsForCash,
  sumMoney,
  thb,
} from '@rewards/domain';
import { BANNER_ART } from '../../src/seed/banner-art';
import { CATALOGUES, CATEGORIES, SUB_CATEGORIES } from '../../src/seed/catalogue';
import { CMS_PAGES, HOW_IT_WORK } from '../../src/seed/cms-pages';
import { BANNERS, CAROUSEL } from '../../src/seed/content';
import { POINT_DISCOUNT_DESCRIPTION, priceEntriesFor } from '../../src/seed/prices';
import { CARE_PLANS, buildItems } from '../../src/seed/products';
import {
  ATTRIBUTES,
  COLOURS,
  CONFIG,
  COUNTRY_CALLING_CODES,
  IPP_CONFIG,
  PRICE_CODES,
} from '../../src/seed/reference';
import { REGIONS } from '../../src/seed/regions';

const items = buildItems();
const thai = /[\u0E01-\u0E5B]/;

describe('the seeded catalogue', () => {
  it('is large enough to browse: 6+ categories, 15+ catalogues, 60+ items', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(6);
    expect(CATALOGUES.length).toBeGreaterThanOrEqual(15);
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const name of ['iPhone', 'iPad', 'Mac', 'Watch', 'AirPods', 'Accessories']) {
      expect(CATEGORIES.map((c) => c.name)).toContain(name);
    }
  });

  it('is bilingual: every category, catalogue and item has a Thai name', () => {
    for (const named of [...CATEGORIES, ...CATALOGUES, ...SUB_CATEGORIES, ...items]) {
      expect(named.thaiName, named.name).toMatch(thai);
    }
    for (const item of items) expect(item.thaiDescription).toMatch(thai);
  });

  it('has unique item codes and part numbers, and every catalogue holds items', () => {
    expect(new Set(items.map((i) => i.code)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.partNumber)).size).toBe(items.length);
    for (const catalogue of CATALOGUES) {
      expect(
        items.some((i) => i.catalogueId === catalogue.catalogueId),
        catalogue.name,
      ).toBe(true);
    }
  });

  it('has groups that vary by 2 or 3 attributes with some combinations missing', () => {
    const groups = new Map<string, typeof items>();
    for (const item of items) groups.set(item.groupId, [...(groups.get(item.groupId) ?? []), item]);
    const shapes = [...groups.values()].map((members) => {
      const attributes = new Set(members.flatMap((m) => Object.keys(m.attributes)));
      const values = [...attributes].map(
        (a) => new Set(members.map((m) => m.attributes[a as keyof typeof m.attributes])).size,
      );
      const combinations = values.reduce((product, n) => product * n, 1);
      return { attributes: attributes.size, missing: combinations - members.length };
    });
    expect(shapes.some((s) => s.attributes === 2 && s.missing > 0)).toBe(true);
    expect(shapes.some((s) => s.attributes === 3 && s.missing > 0)).toBe(true);
    // Items of a group never share all their attribute values.
    for (const members of groups.values()) {
      const keys = members.map((m) => JSON.stringify(m.attributes));
      expect(new Set(keys).size).toBe(members.length);
    }
  });

  it('prices the iPhone 17 Pro 256GB at THB 45,900 with its points at the reward rate', () => {
    const item = items.find((i) => i.code === 'IP17P-COR-256GB');
    expect(item?.unitPrice.toFixed(2)).toBe('45900.00');
    expect(item?.point).toBe(pointsForCash(thb('45900'), REWARD_POINT_RATE));
  });

  it('has an item past its end date, one limited to 2 per transaction, new items and care plans', () => {
    expect(
      items.filter((i) => i.endDate !== undefined && Date.parse(i.endDate) < Date.now()),
    ).toHaveLength(1);
    const limited = items.filter((i) => i.limitQuantity);
    expect(limited.map((i) => i.maxQuantity)).toEqual([2]);
    expect(items.some((i) => i.newItem)).toBe(true);
    const plans = new Set(CARE_PLANS.map((c) => c.code));
    for (const item of items) {
      if (item.carePlanCode !== undefined) expect(plans.has(item.carePlanCode)).toBe(true);
    }
    for (const plan of CARE_PLANS) expect(plan.thaiName).toMatch(thai);
  });

  it('engraves AirPods, iPad, Apple Pencil and AirTag with one or two lines', () => {
    const engraved = items.filter((i) => i.engraving !== undefined);
    const groups = new Set(engraved.map((i) => i.groupId));
    for (const group of ['APP3', 'AP4', 'IPDA11', 'PENPRO', 'AIRTAG'])
      expect(groups.has(group)).toBe(true);
    const settings = engraved.map((i) => i.engraving);
    expect(new Set(settings.map((s) => s?.engravingLine))).toEqual(new Set([1, 2]));
    expect(settings.some((s) => s?.thaiAllowed === true)).toBe(true);
    expect(settings.some((s) => s?.thaiAllowed === false && s.uppercaseOnly)).toBe(true);
    for (const item of engraved) expect(item.engravingImages).toHaveLength(1);
  });
});

describe('the seeded prices', () => {
  it('offers cash with every card brand, and points never with GCS or TMS', () => {
    for (const item of items) {
      for (const brand of CARD_BRANDS) {
        const cash = item.prices.filter((p) => p.priceCode === brand && p.type === 'CASH');
        expect(cash.map((p) => p.cash.toFixed(2))).toEqual([item.unitPrice.toFixed(2)]);
      }
      const pointTypes = ['POINT', 'POINT_CASH', 'POINT_DISCOUNT'];
      for (const entry of item.prices) {
        if (CARD_BRANDS_WITHOUT_POINTS.includes(entry.priceCode)) {
          expect(pointTypes).not.toContain(entry.type);
        }
      }
    }
  });

  it('builds point options that pay the price: points value plus cash covers it', () => {
    const prices = priceEntriesFor(thb('45900.00'), true);
    const kcc = prices.filter((p) => p.priceCode === 'KCC');
    expect(kcc.map((p) => p.type)).toEqual([
      'CASH',
      'POINT',
      'POINT_DISCOUNT',
      'POINT_CASH',
      'POINT_CASH',
      'FLEXI',
      'FLEXI',
      'FLEXI',
      'FLEXI',
    ]);
    for (const entry of kcc.filter((p) => p.type === 'POINT_CASH' || p.type === 'POINT')) {
      const covered = sumMoney([entry.cash, cashValueOfPoints(entry.point, entry)]);
      expect(covered.greaterThanOrEqualTo(thb('45900.00'))).toBe(true);
    }
    const discount = kcc.find((p) => p.type === 'POINT_DISCOUNT');
    expect(discount).toMatchObject({
      percentDiscount: 12,
      description: POINT_DISCOUNT_DESCRIPTION,
    });
    expect(
      kcc.find((p) => p.minimumTransactionAmount.greaterThan(0) && p.type === 'POINT_CASH'),
    ).toBeDefined();
  });

  it('offers instalment terms by cash range: none under THB 3,000, 10 months from 30,000 for KCC and AYCAP', () => {
    const terms = (price: string, brand: string) =>
      priceEntriesFor(thb(price), true)
        .filter((p) => p.type === 'FLEXI' && p.priceCode === brand)
        .map((p) => p.termOfFlexi);
    expect(terms('790.00', 'KCC')).toEqual([]);
    expect(terms('4990.00', 'TMS')).toEqual([3, 4]);
    expect(terms('45900.00', 'AYCAP')).toEqual([3, 4, 6, 10]);
    expect(terms('45900.00', 'GCS')).toEqual([3, 4, 6]);
    expect(terms('45900.00', 'TMS')).toEqual([3, 4]);
  });

  it('has the four price codes, KCC at 1000 points per THB 6, and the IPP terms 3, 4, 6, 10', () => {
    expect(PRICE_CODES.map((p) => p.cardBrand)).toEqual(['KCC', 'AYCAP', 'GCS', 'TMS']);
    expect(PRICE_CODES[0]).toMatchObject({ ratePoint: 1000, rateCash: 6 });
    expect(Object.values(IPP_CONFIG.ippConfig).map((t) => [t.termValue, t.custIpp])).toEqual([
      [3, '0'],
      [4, '0'],
      [6, '0'],
      [10, '0.89'],
    ]);
  });
});

describe('the seeded reference data and content', () => {
  it('lists the 77 provinces of Thailand, each with a Thai name', () => {
    expect(REGIONS).toHaveLength(77);
    expect(new Set(REGIONS.map((r) => r.thaiName)).size).toBe(77);
    for (const region of REGIONS) expect(region.thaiName).toMatch(thai);
  });

  it('puts +66 first among a dozen calling codes', () => {
    expect(COUNTRY_CALLING_CODES[0]?.code).toBe('+66');
    expect(COUNTRY_CALLING_CODES.length).toBeGreaterThanOrEqual(12);
  });

  it('has colours with hex swatches and the attributes the items use', () => {
    for (const colour of COLOURS) expect(colour.hex).toMatch(/^#[0-9A-F]{6}$/);
    const names = new Set<string>(ATTRIBUTES.map((a) => a.attributeName));
    for (const item of items) {
      for (const name of Object.keys(item.attributes)) expect(names.has(name)).toBe(true);
    }
  });

  it('sets the config keys the storefront reads', () => {
    expect(CONFIG).toMatchObject({
      FE_PUT_UP_MAINTENANCE_PAGE: '0',
      START_PO: 'OE',
      FE_SUBMIT_SITEMAP_STATUS: '1',
    });
  });

  it('writes every CMS page in both languages with the policy figures', () => {
    for (const slug of ['term-and-condition', 'privacy', 'sales-refund', 'about']) {
      expect(
        CMS_PAGES.filter((p) => p.slug === slug)
          .map((p) => p.lang)
          .sort(),
      ).toEqual(['en', 'th']);
    }
    const refund = CMS_PAGES.filter((p) => p.slug === 'sales-refund').map((p) => p.content);
    for (const text of refund) {
      for (const figure of ['1,500', '4-7', ' 2 ', ' 7 ', '30']) expect(text).toContain(figure);
    }
    expect(
      CMS_PAGES.find((p) => p.slug === 'term-and-condition' && p.lang === 'en')?.content,
    ).toContain('The bank is not responsible');
    expect(HOW_IT_WORK.map((h) => h.lang)).toEqual(['en', 'th']);
  });

  it('gives every banner and slide artwork, and each banner both languages and formats', () => {
    for (const banner of BANNERS) {
      expect(banner.languages).toHaveLength(4);
    }
    for (const slide of CAROUSEL) {
      const id = /\/images\/banners\/([a-z0-9-]+)$/.exec(slide.imageUrl)?.[1];
      expect(id !== undefined && id in BANNER_ART).toBe(true);
    }
  });
});
