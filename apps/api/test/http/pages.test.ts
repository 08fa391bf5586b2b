import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app';

// The storefront's two builds (client and renderer): `nx test api` builds them first.
const STATIC_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../../../../dist/apps/storefront-ssr', import.meta.url));

function stateOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="shop-state">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page carries its state').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('server-rendered pages', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    if (!existsSync(`${SSR_DIR}/entry-server.js`)) {
      throw new Error('Build the storefront first: npx nx build storefront');
    }
    app = await buildTestApp({ STATIC_DIR, SSR_DIR });
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('the home page has its content in the HTML, in Thai on Thai pages', async () => {
    const response = await get('/?lang=th');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>ร้านค้าแลกของรางวัล: สินค้า Apple');
    // The category bar and home grid in Thai, without any JavaScript.
    expect(html).toContain('ไอโฟน');
    expect(html).toContain('ไอแพด');
    expect(html).toContain('<link rel="canonical" href="http://localhost:8080/?lang=th">');
    expect(html).toContain('hreflang="en" href="http://localhost:8080/?lang=en"');
    expect(html).toMatch(/<link rel="preload" href="\/assets\/[^"]+\.woff2" as="font"/);
    // The script starts after the page has loaded, with the page's own chunk preloaded then.
    expect(html).toMatch(
      /<script src="\/boot\.js" data-entry="\/assets\/index-[^"]+\.js" data-preload="[^"]*\/assets\/home-[^"]+\.js[^"]*" defer>/,
    );
    expect(html).not.toContain('<script type="module"');
    expect(stateOf(html)).toBeTypeOf('object');
    // The design system's layers and reset once each, then the page's own rules.
    const styles = [...html.matchAll(/<style data-served-css="([a-z-]+) [^"]*">/g)].map(
      (tag) => tag[1],
    );
    expect(styles).toEqual(['css-global', 'css-global', 'css']);
    expect(html).toContain('>@layer reset,base,tokens,recipes;</style>');
  });

  it('the top pictures are fetched first; slides and banners further on wait for the page to load', async () => {
    const { carousel, banners } = (await get('/backend/api/promotion-banner')).json() as {
      carousel: { imageUrl: string; imageUrlLine1?: string }[];
      banners: {
        displayOrder: number;
        promotionBannerLanguages: { lang: string; imageURL: string }[];
      }[];
    };
    expect(carousel.length).toBeGreaterThan(1);
    expect(banners.length).toBeGreaterThan(1);
    const html = (await get('/?lang=en')).body;
    const pictures = (markup: string) =>
      [...markup.matchAll(/<(?:img|source)\b[^>]*?(?:src|srcSet|srcset)="([^"]+)"[^>]*>/g)].map(
        (match) => match[0],
      );
    const waiting = [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map(
      (match) => match[1] ?? '',
    );
    const fetched = pictures(html.replace(/<noscript>.*?<\/noscript>/gs, ''));
    const [firstSlide, ...otherSlides] = carousel;
    const firstImage = fetched.find((tag) => tag.includes(`src="${firstSlide?.imageUrlLine1}"`));
    expect(firstImage).toContain('fetchPriority="high"');
    const [firstBanner, ...otherBanners] = [...banners].sort(
      (a, b) => a.displayOrder - b.displayOrder,
    );
    const englishUrls = (banner: (typeof banners)[number]) =>
      banner.promotionBannerLanguages.filter((l) => l.lang === 'en').map((l) => l.imageURL);
    if (firstBanner === undefined) throw new Error('no banner');
    for (const url of englishUrls(firstBanner)) {
      expect(
        fetched.some((tag) => tag.includes(`"${url}"`)),
        url,
      ).toBe(true);
    }
    const later = [
      ...otherSlides.flatMap((slide) => [slide.imageUrl, slide.imageUrlLine1]),
      ...otherBanners.flatMap(englishUrls),
    ];
    for (const url of later) {
      expect(
        fetched.some((tag) => tag.includes(`"${url}"`)),
        url,
      ).toBe(false);
      // Browsers without JavaScript still get every picture.
      expect(
        waiting.some((markup) => markup.includes(`"${url}"`)),
        url,
      ).toBe(true);
    }
  });

  it('an item page names the item in its HTML, title and description', async () => {
    const search = await app.inject({
      method: 'POST',
      url: '/backend/api/item/search?lang=en',
      payload: { q: 'iphone', pagination: { pageNumber: 1, pageSize: 1 } },
    });
    const item = (search.json() as { items: { code: string; name: string; thaiName: string }[] })
      .items[0];
    expect(item).toBeDefined();
    const en = await get(`/itemDetail?itemCode=${item?.code}&lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`<title>${item?.name} | Rewards Store</title>`);
    expect(en.body).toContain(`<meta name="description" content="${item?.name}: pay with cash`);
    expect(en.body).toContain(`>${item?.name}</h1>`);
    const th = await get(`/itemDetail?itemCode=${item?.code}&lang=th`);
    expect(th.body).toContain(`<title>${item?.thaiName} | ร้านค้าแลกของรางวัล</title>`);
    // Prices travel as decimals, tagged, so the browser restores money exactly.
    expect(th.body).toContain('{"$decimal":"');
  });

  it('list, catalogue, search and CMS pages have their content and titles', async () => {
    const catalogue = await get('/listCatalogue/1?lang=en');
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.body).toContain('<title>iPhone | Rewards Store</title>');
    const search = await get('/search?q=ipad&lang=th');
    expect(search.body).toContain('<title>ผลการค้นหา “ipad” | ร้านค้าแลกของรางวัล</title>');
    expect(search.body).toMatch(/ไอแพด[^<]*<\/(h2|h3|a|p|span)/);
    const cms = await get('/cms/about?lang=en');
    expect(cms.body).toContain('<title>About Us | Rewards Store</title>');
  });

  it("a shopper's words are cleaned, never read as patterns: `$'`, `` $` `` and `$&` among them", async () => {
    for (const words of ["ipad$'", 'ipad$`', 'ipad$&']) {
      const response = await get(`/search?q=${encodeURIComponent(words)}&lang=en`);
      expect(response.statusCode, words).toBe(200);
      const html = response.body;
      expect(html.match(/<html/g), words).toHaveLength(1);
      expect(html, words).not.toContain('<!--ssr-');
      // Both search boxes (the header's and the page's) hold the words as the domain cleans them.
      const boxes = [...html.matchAll(/<input[^>]*type="search"[^>]*>/g)].map(
        (input) => /value="([^"]*)"/.exec(input[0])?.[1],
      );
      expect(boxes, words).toEqual(['ipad', 'ipad']);
      expect(html, words).toContain('<title>Results for “ipad” | Rewards Store</title>');
      expect(stateOf(html), words).toBeTypeOf('object');
    }
  });

  it('what does not exist is the not-found page with a 404', async () => {
    for (const url of [
      '/nowhere?lang=en',
      '/listCatalogue/99999?lang=en',
      '/itemDetail?itemCode=NOPE&lang=en',
      '/Search?lang=en',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it('a page without lang is rendered in the language the browser prefers', async () => {
    const response = await get('/', { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' });
    expect(response.body).toContain('<html lang="th">');
    const english = await get('/', { 'accept-language': 'fr-FR,en;q=0.5' });
    expect(english.body).toContain('<html lang="en">');
  });

  it('the Version page reads "Version {ip}" with the build’s version', async () => {
    const version = await get('/version?lang=en');
    expect(version.statusCode).toBe(200);
    expect(version.body).toMatch(/<h1[^>]*>Version \d+\.\d+\.\d+/);
  });

  it('Help & Contact and the checkout steps are pages, not dead ends', async () => {
    const contact = await get('/contactus?lang=th');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).toContain('<title>ช่วยเหลือและติดต่อเรา | ร้านค้าแลกของรางวัล</title>');
    const step = await get('/cart/2?lang=en');
    expect(step.statusCode).toBe(200);
    expect(step.body).toContain('<title>Checkout | Rewards Store</title>');
    expect((await get('/cart/9?lang=en')).statusCode).toBe(404);
  });

  it('two requests at once in different languages each get their own page', async () => {
    const urls = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0 ? `/listCatalogue/2?lang=en&n=${i}` : `/listCatalogue/2?lang=th&n=${i}`,
    );
    const answers = await Promise.all(urls.map((url) => get(url)));
    answers.forEach((answer, i) => {
      const lang = i % 2 === 0 ? 'en' : 'th';
      expect(answer.body).toContain(`<html lang="${lang}">`);
      expect(
        (stateOf(answer.body) as Record<string, unknown>)[
          Object.keys(stateOf(answer.body)).find((key) => stateOf(answer.body)[key] === lang) ?? ''
        ],
      ).toBe(lang);
    });
    expect(answers[0]?.body).toContain('<title>iPad | Rewards Store</title>');
    expect(answers[1]?.body).toContain('<title>ไอแพด | ร้านค้าแลกของรางวัล</title>');
  });

  it('pages are compressed (brotli, else gzip) and revalidated, never cached blind', async () => {
    const br = await get('/?lang=en', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<html lang="en">');
    const gz = await get('/?lang=en', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<html lang="en">');
    const etag = String(br.headers.etag);
    const again = await get('/?lang=en', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('built files come precompressed, hashed ones cached for a year; no source maps, no template', async () => {
    const assets = readdirSync(`${STATIC_DIR}/assets`);
    const script = assets.find((file) => file.startsWith('index-') && file.endsWith('.js'));
    const map = assets.find((file) => file.endsWith('.js.map'));
    expect(script).toBeDefined();
    const response = await get(`/assets/${script}`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
    // A script carries what guards it as a subresource, not a document's policies (about 1 KB
    // of headers less on each of the 50-90 scripts a first visit asks for).
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'last-modified',
    ]) {
      expect(response.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const page = await get('/?lang=en');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['permissions-policy']).toContain('camera=()');
    if (map !== undefined) expect((await get(`/assets/${map}`)).statusCode).toBe(404);
    expect((await get('/index.html')).statusCode).toBe(404);
    expect(readdirSync(STATIC_DIR)).toContain('index.html');
  });

  it('API answers are compressed too', async () => {
    const response = await get('/backend/api/category?lang=en', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toBeInstanceOf(Array);
  });

  it('robots.txt, sitemap.xml and favicon.ico are what they say', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(
      '<loc>http://localhost:8080/listCatalogue/1?category=iPhone&amp;lang=th</loc>',
    );
    expect(sitemap.body).toContain('hreflang="en"');
    expect(sitemap.body).toMatch(
      /itemDetail\?itemCode=[A-Z0-9-]+&amp;category=\d+&amp;catalogue=\d+&amp;lang=en/,
    );
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('a missing asset or an unknown API path is a JSON 404, never a page', async () => {
    for (const url of ['/assets/gone-123.js', '/backend/api/nothing']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ errorKey: 'E404' });
    }
  });
});

describe('server-rendered pages in maintenance', () => {
  it('every page redirects to the maintenance page, which renders', async () => {
    const app = await buildTestApp({ STATIC_DIR, SSR_DIR, MAINTENANCE: '1' });
    try {
      const home = await app.inject({ method: 'GET', url: '/?lang=th' });
      expect(home.statusCode).toBe(302);
      expect(home.headers.location).toBe('/maintenance?lang=th');
      const page = await app.inject({ method: 'GET', url: '/maintenance?lang=th' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="th">');
    } finally {
      await app.close();
    }
  });
});
