import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { en, type MessageId } from './en';
import { th } from './th';

export type MessageLang = 'en' | 'th';

const catalogues = { en, th } as const;

/** One formatter per language, made on first use; it keeps each parsed message. */
const intls: Partial<Record<MessageLang, IntlShape<string>>> = {};
const cache = createIntlCache();

function intlOf(lang: MessageLang): IntlShape<string> {
  intls[lang] ??= createIntl(
    {
      locale: lang,
      defaultLocale: 'en',
      messages: catalogues[lang],
      // Raised to formatMessage below instead of logged.
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  return intls[lang];
}

/**
 * A message in ICU MessageFormat with its values filled, for text built
 * outside React (the server's error titles, e-mails, the sandbox page):
 * plurals (`{seconds, plural, one {# second} other {# seconds}}`) and numbers
 * as the UI's react-intl formats the same messages. A message whose values
 * were not all given is returned as written, placeholders and all.
 */
export function formatMessage(
  id: MessageId,
  lang: MessageLang,
  values: Readonly<Record<string, string | number>> = {},
): string {
  try {
    return intlOf(lang).formatMessage({ id }, values);
  } catch {
    return catalogues[lang][id];
  }
}
