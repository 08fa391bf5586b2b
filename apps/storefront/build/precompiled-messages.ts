import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const LANGS = ['en', 'th'] as const;

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
 */
export function precompiledMessages(messagesEntry: string, watchDir: string): Plugin {
  return {
    name: 'rewards:precompiled-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const lang = id.slice(PREFIX.length + 1);
      if (!LANGS.includes(lang as (typeof LANGS)[number])) {
        throw new Error(`No messages for ${lang}`);
      }
      this.addWatchFile(watchDir);
      const messages = (await readMessages(messagesEntry))[lang];
      if (messages === undefined) throw new Error(`libs/messages exports no ${lang}`);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parse(text)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
