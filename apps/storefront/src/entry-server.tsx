import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { allSettled, fork, serialize, type Scope } from 'effector';
import { createIntl } from 'react-intl';
import { parseHTML } from 'linkedom';
import { isDecimal, type Language } from '@rewards/domain';
import enMessages from 'virtual:messages/en';
import thMessages from 'virtual:messages/th';
import { App } from './app/app';
import './app/model';
import { FONT_FACES_CSS, fontPreloads } from './app/fonts';
import { defaultHead } from './app/head';
import { AppRoutes, pageReady } from './app/routes';
import { applyLocaleFx, $locale } from './entities/locale/model';
import { installApiTransport } from './shared/api';
import type { Text } from './shared/api/errors';
import { setHtmlWindow, type HtmlWindow } from './shared/html/html-window';
import { appStarted } from './shared/lifecycle';
import { $location, navigateFx, reloadFx, type NavigateTo } from './shared/router/model';
import { headTexts, locationKey, pageServed, type PageModule } from './shared/router/page';
import { pageAt } from './shared/router/page-match';
import { needsShopMessages, pageSource, type PageId } from './shared/router/page-registry';
import { loadShopMessages, withShopMessages } from './shared/router/shop-messages';
import { EARLY_INPUT_CSS, EARLY_INPUT_SCRIPT } from './shared/ssr/early-input';
import { pageStyleChunks, renderGlobalStyles } from './shared/ssr/global-styles';
import { pageTemplate } from './shared/ssr/page-template';
import { SCOPE_STATE_ID, stateToJson } from './shared/ssr/scope-state';
import { servedStyleTags } from './shared/ssr/served-styles';
import { languageOf } from './shared/url/accept-language';
import { parseLang, parseQuery, updateQuery } from './shared/url/query';
import type {
  ClientManifest,
  Render,
  RenderRequest,
  RenderResult,
  RendererOptions,
} from '@rewards/render-contract';

interface RequestContext {
  readonly lang: Language;
  readonly api: RenderRequest['api'];
}

const requests = new AsyncLocalStorage<RequestContext>();

function current(): RequestContext {
  const context = requests.getStore();
  if (context === undefined) throw new Error('An API call outside of a page render');
  return context;
}

// The models' API calls reach the server in process, in the language of the request being rendered.
installApiTransport({
  lang: () => current().lang,
  fetch: async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const answer = await current().api({
      method: init?.method ?? 'GET',
      url: String(input),
      headers,
      ...(typeof init?.body === 'string' ? { body: init.body } : {}),
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  },
});

// CMS text is sanitised with DOMPurify, which needs a DOM: linkedom's on the server.
setHtmlWindow(
  parseHTML('<!doctype html><html><head></head><body></body></html>')
    .window as unknown as HtmlWindow,
);

/** The first page's messages: what the browser has when it hydrates the first page. */
const FIRST_PAGE_MESSAGES = { en: enMessages, th: thMessages } as const;
/**
 * With the shop's others (loaded as the browser loads them, once): what the
 * browser has when it hydrates any other page, and the words of every head.
 */
const LOCALES = { en: 'en-GB', th: 'th-TH' } as const;
const shopTables = new Map<Language, ReturnType<typeof tableOf>>();
async function tableOf(lang: Language) {
  const messages = withShopMessages({
    ...FIRST_PAGE_MESSAGES[lang],
    ...(await loadShopMessages(lang)),
  });
  return {
    messages,
    intl: createIntl({ locale: LOCALES[lang], defaultLocale: 'en-GB', messages }),
  };
}
function shopTable(lang: Language): ReturnType<typeof tableOf> {
  let table = shopTables.get(lang);
  if (table === undefined) {
    table = tableOf(lang);
    shopTables.set(lang, table);
  }
  return table;
}

/** The page's one inline script, which keeps taps and typing until the page is live, and its hash. */
const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;
const HEAD_STYLE_TAG = `<style>${FONT_FACES_CSS}${EARLY_INPUT_CSS}</style>`;
const SCRIPT_HASHES = [
  `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`,
] as const;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The client chunks of source modules and of everything they import statically. */
function chunksOf(manifest: ClientManifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The server renderer: for each request a fresh effector scope, the shop's
 * start-up and the page's data loaded into it through the API in process,
 * React's HTML of the page, and the scope's values for the browser to start
 * from. Nothing is kept between requests.
 */
export function createRenderer({ template, manifest }: RendererOptions): Render {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry === true);
  if (entry === undefined) throw new Error('The client manifest names no entry');
  const entryFile = entry.file;
  // What the entry imports one after another as it starts (see `main.tsx`): preloaded together.
  const startModules = entry.dynamicImports ?? [];
  // The build's script tags give way to the boot script, which starts the entry after the page has loaded.
  // The design system's global CSS, the same on every page: rendered once.
  const globalStyles = renderGlobalStyles();
  const writePage = pageTemplate(
    template
      .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
  );
  const messageChunks = {
    en: Object.keys(manifest).find((key) => key.endsWith('messages/en')),
    th: Object.keys(manifest).find((key) => key.endsWith('messages/th')),
  };
  const shopMessageChunks = {
    en: Object.keys(manifest).find((key) => key.endsWith('messages/shop.en')),
    th: Object.keys(manifest).find((key) => key.endsWith('messages/shop.th')),
  };

  return async function render(request: RenderRequest): Promise<RenderResult> {
    const url = new URL(request.url, request.origin);
    const query = parseQuery(url.search);
    const lang = parseLang(query.lang) ?? languageOf(request.acceptLanguage);
    const location = { pathname: url.pathname, search: url.search };
    const navigations: NavigateTo[] = [];
    const record = (to: NavigateTo) => {
      navigations.push(to);
      return { pathname: to.pathname, search: to.search };
    };
    const scope = fork({
      values: [
        [$locale, lang],
        [$location, location],
      ],
      handlers: [
        [navigateFx, record],
        [reloadFx, (to: string) => void navigations.push({ pathname: to, search: '' })],
        [applyLocaleFx, () => undefined],
      ],
    });

    const loaded = await requests.run({ lang, api: request.api }, async () => {
      await allSettled(appStarted, { scope });
      const { id: pageId, params } = pageAt(url.pathname);
      const page = await pageReady(pageId, lang);
      if (page.opening !== undefined) {
        await allSettled(page.opening.event, {
          scope,
          params: page.opening.params({ params, query, location }),
        });
      }
      await allSettled(pageServed, { scope, params: locationKey(location) });
      return { page, pageId };
    });

    const navigation = navigations[0];
    if (navigation !== undefined) {
      return { kind: 'redirect', location: `${navigation.pathname}${navigation.search}` };
    }
    return {
      kind: 'page',
      status: pageStatus(scope, loaded.page),
      lang,
      html: await documentOf({ scope, lang, url, ...loaded }),
      scriptHashes: SCRIPT_HASHES,
    };
  };

  async function documentOf(args: {
    scope: Scope;
    lang: Language;
    url: URL;
    page: PageModule;
    pageId: PageId;
  }): Promise<string[]> {
    const { scope, lang, url, page, pageId } = args;
    const shop = needsShopMessages(pageId);
    const full = await shopTable(lang);
    // One string, not a stream: every page's data and chunk are loaded before it
    // renders, the page is cached whole, and React's streaming runtime would be
    // inline script, which the shop's Content-Security-Policy refuses.
    // The styles are collected from a cache of this render and written once, in
    // the head, each rule once, instead of a <style> beside every element; the
    // browser's emotion learns their ids and leaves the tags in place (served-styles.ts).
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const emotion = createEmotionServer(cache);
    const rendered = emotion.extractCriticalToChunks(
      renderToString(
        <CacheProvider value={cache}>
          <App
            scope={scope}
            messages={shop ? full.messages : FIRST_PAGE_MESSAGES[lang]}
            globalCssServed
          >
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </CacheProvider>,
      ),
    );
    const appHtml = rendered.html;
    const styleTags = servedStyleTags(
      emotion.constructStyleTagsFromChunks({
        html: '',
        styles: pageStyleChunks(rendered.styles, globalStyles),
      }),
    );
    const { intl } = full;
    const text = (value: Text) =>
      'text' in value ? value.text : intl.formatMessage({ id: value.id }, value.values);
    const texts = headTexts(scope.getState(page.$head ?? defaultHead), text);
    const pageMessages =
      page.messages === undefined ? undefined : `virtual:messages/${page.messages.name}.${lang}`;
    const preloads = chunksOf(
      manifest,
      [
        ...startModules,
        pageSource(pageId),
        messageChunks[lang],
        shop ? shopMessageChunks[lang] : undefined,
        pageMessages,
      ].filter((key): key is string => key !== undefined),
    );
    // A page of one shopper's session links to its bare address: its query is theirs (a payment's return).
    const linkedSearch = page.noindex === true ? '' : url.search;
    const link = (to: Language) =>
      `${url.origin}${url.pathname}${updateQuery(linkedSearch, { lang: to })}`;
    const head = [
      EARLY_INPUT_TAG,
      `<title>${escapeHtml(texts.title)}</title>`,
      `<meta name="description" content="${escapeHtml(texts.description)}">`,
      `<link rel="canonical" href="${escapeHtml(link(lang))}">`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(link('en'))}">`,
      `<link rel="alternate" hreflang="th" href="${escapeHtml(link('th'))}">`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(link('en'))}">`,
      ...(page.noindex === true ? ['<meta name="robots" content="noindex">'] : []),
      ...fontPreloads(lang).map(
        (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
      ),
      `<script src="/boot.js" data-entry="/${entryFile}" data-preload="${preloads
        .map((file) => `/${file}`)
        .join(' ')}" defer></script>`,
      HEAD_STYLE_TAG,
      globalStyles.tags,
      styleTags,
    ];
    const state = [
      `<script type="application/json" id="${SCOPE_STATE_ID}">`,
      stateToJson(serialize(scope), isDecimal),
      '</script>',
    ];
    return writePage({ lang, head, app: appHtml, state });
  }
}

/** 404 for an address that names nothing (an unknown path, category, item or page), else 200. */
function pageStatus(scope: Scope, page: PageModule): number {
  return page.$notFound !== undefined && scope.getState(page.$notFound) ? 404 : 200;
}
