import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl as createReactIntl } from 'react-intl';
import { en, th } from '@rewards/messages';
import { createIntl } from './lite-intl';

const LANGUAGES = [
  ['en-GB', en],
  ['th-TH', th],
] as const;

/** Every argument of a message with its kind (a plural or number takes numbers). */
function argumentsOf(
  elements: readonly MessageFormatElement[],
  found = new Map<string, 'number' | 'text'>(),
) {
  for (const element of elements) {
    if (element.type === 1 && !found.has(element.value)) found.set(element.value, 'text');
    if (element.type === 2 || element.type === 6) found.set(element.value, 'number');
    if (element.type === 5 || element.type === 6) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

describe('the shop formatter', () => {
  for (const [locale, catalogue] of LANGUAGES) {
    const compiled = Object.fromEntries(
      Object.entries(catalogue as Record<string, string>).map(([id, text]) => [id, parse(text)]),
    );
    const reference = createReactIntl({
      locale,
      defaultLocale: 'en-GB',
      messages: compiled,
      onError: () => undefined,
    });
    const lite = createIntl({ locale, defaultLocale: 'en-GB', messages: compiled });

    it(`formats every ${locale} message as react-intl does`, () => {
      let compared = 0;
      for (const [id, elements] of Object.entries(compiled)) {
        const kinds = argumentsOf(elements);
        for (const n of [0, 1, 2, 5, 21, 1234.5, 1_000_000]) {
          const values = Object.fromEntries(
            [...kinds].map(([name, kind]) => [name, kind === 'number' ? n : `«${name} ${n}»`]),
          );
          expect(lite.formatMessage({ id }, values), id).toEqual(
            reference.formatMessage({ id }, values),
          );
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });

    it(`answers a missing message or value with the id, and formats dates (${locale})`, () => {
      expect(lite.formatMessage({ id: 'no.such.message' })).toBe('no.such.message');
      const withValue =
        Object.keys(compiled).find((id) => argumentsOf(compiled[id] ?? []).size > 0) ?? '';
      expect(lite.formatMessage({ id: withValue }, {})).toBe(
        reference.formatMessage({ id: withValue }, {}),
      );
      const date = new Date(Date.UTC(2026, 10, 27, 3, 4, 5));
      const options = { day: 'numeric', month: 'short', year: 'numeric' } as const;
      expect(lite.formatDate(date, options)).toBe(reference.formatDate(date, options));
      expect(lite.formatDate(date.toISOString())).toBe(reference.formatDate(date.toISOString()));
    });

    it(`puts elements among the words as react-intl does (${locale})`, () => {
      const values = { terms: <a href="/terms">terms</a> };
      const html = (node: unknown) => renderToStaticMarkup(<p>{node as ReactNode}</p>);
      expect(html(lite.formatMessage({ id: 'auth.signUp.terms' }, values))).toBe(
        html(reference.formatMessage({ id: 'auth.signUp.terms' }, values)),
      );
    });
  }
});
