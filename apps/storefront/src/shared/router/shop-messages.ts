import type { Language } from '@rewards/domain';
import type { CompiledMessages } from './page';

/**
 * The shop's messages beyond the first page's (`virtual:messages/shop.<lang>`,
 * see `FIRST_PAGE_MESSAGES` in ./page-registry.ts): every page but the first
 * loads them with its chunk, and the browser once the page is live, before
 * the layout's dialogs open.
 */
const LOADERS: Readonly<Record<Language, () => Promise<{ readonly default: CompiledMessages }>>> = {
  en: () => import('virtual:messages/shop.en'),
  th: () => import('virtual:messages/shop.th'),
};

const loading = new Map<Language, Promise<CompiledMessages>>();
const loaded = new Map<Language, CompiledMessages>();

/** Tables of messages that carry the shop's messages (react-intl's `intl.messages`). */
const complete = new WeakSet<object>();

/**
 * The browser's table of messages, which react-intl reads at every call: the
 * first page's, to which the shop's are added in place once they load, so
 * nothing that is on screen renders again.
 */
let browserTable:
  { readonly lang: Language; readonly messages: Record<string, unknown> } | undefined;

/** The browser's table for the page's language, from the first page's messages. */
export function browserMessages(lang: Language, firstPage: CompiledMessages): CompiledMessages {
  const messages = { ...firstPage };
  browserTable = { lang, messages };
  return messages;
}

/** Marks a table as carrying the shop's messages (the server's tables for pages but the first). */
export function withShopMessages<T extends object>(messages: T): T {
  complete.add(messages);
  return messages;
}

/** Whether a table (`intl.messages`) carries the shop's messages. */
export function hasShopMessages(messages: object): boolean {
  return complete.has(messages);
}

function addToBrowserTable(lang: Language, shop: CompiledMessages): void {
  if (browserTable?.lang !== lang || complete.has(browserTable.messages)) return;
  Object.assign(browserTable.messages, shop);
  complete.add(browserTable.messages);
}

/** The shop's messages in a language, loaded once (and added to the browser's table). */
export function loadShopMessages(lang: Language): Promise<CompiledMessages> {
  const running = loading.get(lang);
  if (running !== undefined) return running;
  const promise = LOADERS[lang]().then(({ default: shop }) => {
    loaded.set(lang, shop);
    addToBrowserTable(lang, shop);
    return shop;
  });
  loading.set(lang, promise);
  promise.catch(() => loading.delete(lang));
  return promise;
}

/** Whether the shop's messages in the language have loaded (and are in the browser's table). */
export function shopMessagesLoaded(lang: Language): boolean {
  return loaded.has(lang);
}

/** Loads the shop's messages into the browser's table (in the browser only; resolves once they are in). */
export async function browserShopMessages(): Promise<void> {
  if (browserTable !== undefined) await loadShopMessages(browserTable.lang);
}
