import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { isFirstPageMessage, pageMessageNames } from '../src/shared/router/page-registry.ts';

const PREFIX = 'virtual:messages/';
const LANGS = ['en', 'th'] as const;

/**
 * Ids that load with their pages, not with the first page (the page
 * registry's `messages`): a module's name (`virtual:messages/checkout.en`)
 * holds only the ids under its prefix, the language's module
 * (`virtual:messages/en`) the first page's ids (the registry's
 * `FIRST_PAGE_MESSAGES`), and `virtual:messages/shop.en` every other id.
 */
const PAGE_MESSAGE_PREFIXES = pageMessageNames();

/** The module of the ids neither the first page nor a page's own module holds. */
const SHOP = 'shop';

/** Which messages a virtual module's name asks for: a language, and a page's prefix or none. */
function messagesAsked(name: string): { lang: string; prefix: string | undefined } {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return { lang: name, prefix: undefined };
  const prefix = name.slice(0, dot);
  if (prefix !== SHOP && !PAGE_MESSAGE_PREFIXES.includes(prefix)) {
    throw new Error(`No page messages named ${prefix}`);
  }
  return { lang: name.slice(dot + 1), prefix };
}

/**
 * Ids only the server says, never a page: the operators' answers and their
 * refusals of sub-order actions, the shipping states the server words for the
 * transaction history, the descriptions of refund codes operators issue, the
 * messages of the chat's lookups, the after-sale answers, the PDF documents'
 * texts and the e-mails.
 */
const SERVER_ONLY_PREFIXES = [
  'operator',
  'subOrderAction',
  'refundCode',
  'shippingStatus',
  'chatAnswer',
  'afterSaleAnswer',
  'document',
  'mail',
];

/** Whether an id belongs to the module asked for (no module holds the server's own). */
function belongs(id: string, prefix: string | undefined): boolean {
  if (SERVER_ONLY_PREFIXES.some((only) => id.startsWith(`${only}.`))) return false;
  if (prefix !== undefined && prefix !== SHOP) return id.startsWith(`${prefix}.`);
  if (PAGE_MESSAGE_PREFIXES.some((page) => id.startsWith(`${page}.`))) return false;
  return isFirstPageMessage(id) === (prefix === undefined);
}

/** Reads the shop's messages (TypeScript in libs/messages) by bundling and importing them. */
async function readMessages(entry: string): Promise<Record<string, Record<string, string>>> {
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const dir = mkdtempSync(join(tmpdir(), 'shop-messages-'));
  try {
    const file = join(dir, 'messages.mjs');
    writeFileSync(file, bundled.outputFiles[0]?.text ?? '');
    return (await import(pathToFileURL(file).href)) as Record<string, Record<string, string>>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `virtual:messages/en` and `virtual:messages/th`: each language's messages
 * parsed into react-intl's AST at build time. The page then needs no ICU
 * parser (the alias in vite.config.ts drops it), and each language is a
 * module of its own, so the language not in use is never downloaded.
 * `virtual:messages/checkout.en` and `.th` hold the checkout's ids
 * (`checkout.*`), which only its pages load (see `PageModule.messages`), so
 * the first page does not carry them; `virtual:messages/shop.en` and `.th`
 * the ids that are neither a page's own nor the first page's.
 */
export function precompiledMessages(messagesEntry: string, watchDir: string): Plugin {
  // Every module of a build reads the same messages: bundled once per build (and per change when watching).
  let read: Promise<Record<string, Record<string, string>>> | undefined;
  return {
    name: 'rewards:precompiled-messages',
    buildStart() {
      read = undefined;
    },
    watchChange() {
      read = undefined;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const { lang, prefix } = messagesAsked(id.slice(PREFIX.length + 1));
      if (!LANGS.includes(lang as (typeof LANGS)[number])) {
        throw new Error(`No messages for ${lang}`);
      }
      this.addWatchFile(watchDir);
      read ??= readMessages(messagesEntry);
      const messages = (await read)[lang];
      if (messages === undefined) throw new Error(`libs/messages exports no ${lang}`);
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => belongs(key, prefix))
          .map(([key, text]) => [key, parse(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
