import { en, type MessageId } from './en';
import { th } from './th';

export type MessageLang = 'en' | 'th';

const catalogues = { en, th } as const;

/**
 * A message with its simple `{name}` placeholders filled, for text built
 * outside React (the server's error titles). The UI formats the same
 * messages with react-intl, which also understands plurals and numbers.
 */
export function formatMessage(
  id: MessageId,
  lang: MessageLang,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return catalogues[lang][id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
