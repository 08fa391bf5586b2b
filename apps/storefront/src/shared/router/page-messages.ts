import type { Language } from '@rewards/domain';
import type { CompiledMessages, PageMessages } from './page';

const loaded = new Map<string, CompiledMessages>();

const keyOf = (messages: PageMessages, lang: Language) => `${messages.name}.${lang}`;

/** A page's own messages in a language, once loaded. */
export function loadedPageMessages(
  messages: PageMessages,
  lang: Language,
): CompiledMessages | undefined {
  return loaded.get(keyOf(messages, lang));
}

/** Loads a page's own messages in a language (once; they are the same for every request). */
export async function loadPageMessages(messages: PageMessages, lang: Language): Promise<void> {
  if (loaded.has(keyOf(messages, lang))) return;
  loaded.set(keyOf(messages, lang), (await messages.load[lang]()).default);
}
