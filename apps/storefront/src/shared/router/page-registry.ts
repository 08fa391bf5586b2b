/**
 * Every page of the shop, once: its id, its route's path (react-router's
 * pattern), whether it sits outside the shop's frame, and the name of the
 * messages it brings with it. A page's module is `src/pages/<folder>/index.ts`
 * (its default export is the `PageModule`), the folder being the id in kebab
 * case (`listCatalogue` is `list-catalogue`). Everything else is derived from this record:
 * the route table and the page loaders (app/routes.tsx), the module the
 * server preloads for a page (`pageSource`, a key of the client build's
 * manifest), the message modules the build splits off
 * (build/precompiled-messages.ts), the matching of a location to its page
 * (page-match.ts) and the paths the code links to (`pagePath`).
 *
 * Pure data without imports: the build reads it in Node.
 */
export interface PageEntry {
  /** The route's path; `*` is whatever no other route matches. */
  readonly path: string;
  /** `bare`: outside the layout (no header, category bar or footer). */
  readonly frame?: 'bare';
  /**
   * The page's own messages (`virtual:messages/<name>.<lang>`, the ids
   * `<name>.*`), which the first page does not carry; the page's module
   * names the same in `PageModule.messages`.
   */
  readonly messages?: string;
  /**
   * The page shows only the first page's messages (`FIRST_PAGE_MESSAGES`), so
   * it renders before the shop's other messages (`virtual:messages/shop.<lang>`)
   * have loaded; every other page loads them with its chunk.
   */
  readonly firstPageTexts?: true;
}

export const PAGES = {
  maintenance: { path: '/maintenance', frame: 'bare' },
  home: { path: '/', firstPageTexts: true },
  listCatalogue: { path: '/listCatalogue/:categoryId' },
  listItem: { path: '/listItem' },
  itemDetail: { path: '/itemDetail' },
  search: { path: '/search' },
  cms: { path: '/cms/:slug' },
  howItWork: { path: '/how-it-work' },
  version: { path: '/version' },
  // Help & Contact's texts, which the chat widget loads too when it opens.
  contact: { path: '/contactus', messages: 'help' },
  resetPassword: { path: '/reset-password' },
  // The cart is step 1; steps 2-5 and payment-process are the checkout, a chunk of its own.
  cart: { path: '/cart/1' },
  checkout: { path: '/cart/:step', messages: 'checkout' },
  // The customer's pages after the sale share one message module.
  userInfo: { path: '/userInfo', messages: 'afterSale' },
  changePassword: { path: '/change-password', messages: 'afterSale' },
  transactionHistory: { path: '/transaction-history', messages: 'afterSale' },
  promoCodes: { path: '/promo-codes', messages: 'afterSale' },
  assignAccount: { path: '/assign-account', messages: 'afterSale' },
  notFound: { path: '*' },
} as const satisfies Readonly<Record<string, PageEntry>>;

/** The id of a page. */
export type PageId = keyof typeof PAGES;

/** Every page's id, in the registry's order. */
export const PAGE_IDS = Object.keys(PAGES) as readonly PageId[];

/** Whether a route's id is a page's. */
export function isPageId(id: string | undefined): id is PageId {
  return id !== undefined && Object.hasOwn(PAGES, id);
}

/** The folder of a page under `src/pages`: its id in kebab case. */
export function pageFolder(id: PageId): string {
  return id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The page's module as the client build's manifest names it: the server preloads its chunk. */
export function pageSource(id: PageId): string {
  return `src/pages/${pageFolder(id)}/index.ts`;
}

/**
 * The ids of the first page's messages (`virtual:messages/<lang>`), each an
 * id or the prefix of ids (`header` is every `header.*`): what the frame
 * (header, notice, search box, category bar, footer, to-top, the error
 * boundary) and the home page show; an API failure's notice, the error-code
 * report and the help tab wait for the shop's messages. Every other id of
 * the shop is in `virtual:messages/shop.<lang>`, which the other pages load
 * with their chunk and the browser loads once the page is live, before the
 * layout's dialogs open (`shared/router/shop-messages.ts`).
 */
export const FIRST_PAGE_MESSAGES: readonly string[] = [
  'storefront.skipToContent',
  'storefront.loading',
  'storefront.seller',
  'storefront.notice',
  'storefront.meta.title',
  'storefront.meta.description',
  'storefront.meta.pageTitle',
  'storefront.home',
  'storefront.error.crash',
  'storefront.search.field',
  'storefront.search.submit',
  'header',
  'categoryBar',
  'footer',
  'toTop',
  'modal',
  'carousel',
  'banners',
  'badge',
  'categoryGrid',
];

/** Whether a message id is one of the first page's (`FIRST_PAGE_MESSAGES`). */
export function isFirstPageMessage(id: string): boolean {
  return FIRST_PAGE_MESSAGES.some((first) => id === first || id.startsWith(`${first}.`));
}

/** Whether a page needs the shop's messages beyond the first page's before it renders. */
export function needsShopMessages(id: PageId): boolean {
  const entry: PageEntry = PAGES[id];
  return entry.firstPageTexts !== true;
}

/** The names of the pages' own message modules, each once (several pages may share one). */
export function pageMessageNames(): readonly string[] {
  const names = PAGE_IDS.flatMap((id) => {
    const entry: PageEntry = PAGES[id];
    return entry.messages === undefined ? [] : [entry.messages];
  });
  return [...new Set(names)];
}
