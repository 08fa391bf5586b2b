import { Children, createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MessageFormatElement } from 'react-intl';

/**
 * The part of react-intl the shop uses (`IntlProvider`, `useIntl`,
 * `createIntl`: `formatMessage` and `formatDate`), for messages compiled at
 * build time (build/precompiled-messages.ts). The storefront's builds put it
 * in react-intl's place (vite.config.ts): react-intl with @formatjs/intl and
 * intl-messageformat is about 6 KB gzip of the first page's script, and the
 * shop's messages use four of their elements (text, argument, number,
 * plural with `#`). It formats as react-intl does
 * (lite-intl.test.ts compares every message of both languages).
 */

type Messages = Readonly<Record<string, readonly MessageFormatElement[]>>;
type Value = unknown;
type Values = Readonly<Record<string, Value>>;

export interface LiteIntlConfig {
  readonly locale: string;
  readonly defaultLocale?: string;
  readonly messages: Messages;
}

export interface LiteIntl {
  readonly locale: string;
  readonly defaultLocale: string;
  readonly messages: Messages;
  formatMessage(descriptor: { readonly id: string }, values?: Values): string & ReactNode;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

function plural(locale: string, type: 'cardinal' | 'ordinal', n: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (rules === undefined) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules.select(n);
}

class MissingValue extends Error {}

/** The message's parts: text joined, other values (React elements) as they came. */
function parts(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Values,
  pound: number | undefined,
  out: unknown[],
): void {
  const text = (value: string) => {
    const last = out.length - 1;
    if (last >= 0 && typeof out[last] === 'string') out[last] = `${out[last] as string}${value}`;
    else out.push(value);
  };
  for (const element of elements) {
    if (element.type === 0) {
      text(element.value);
      continue;
    }
    if (element.type === 7) {
      if (pound !== undefined) text(numberFormat(locale).format(pound));
      continue;
    }
    if (!(element.value in values)) throw new MissingValue(element.value);
    const value = values[element.value];
    if (element.type === 1) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
        text(String(value));
      else if (!value) text('');
      else out.push(value);
    } else if (element.type === 2 && element.style === null) {
      text(numberFormat(locale).format(value as number));
    } else if (element.type === 6) {
      const n = value as number;
      const option =
        element.options[`=${n}`] ??
        element.options[plural(locale, element.pluralType ?? 'cardinal', n - element.offset)] ??
        element.options.other;
      if (option === undefined) throw new MissingValue(element.value);
      parts(option.value, locale, values, n - element.offset, out);
    } else if (element.type === 5) {
      const option = element.options[String(value)] ?? element.options.other;
      if (option === undefined) throw new MissingValue(element.value);
      parts(option.value, locale, values, pound, out);
    } else {
      throw new Error(`Message element ${element.type} is not supported`);
    }
  }
}

/** A message formatter over compiled messages, as react-intl's `createIntl` gives. */
export function createIntl({ locale, defaultLocale = 'en', messages }: LiteIntlConfig): LiteIntl {
  return {
    locale,
    defaultLocale,
    messages,
    formatMessage({ id }, values) {
      const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (message === undefined) return id;
      const only = message[0];
      if (message.length === 1 && only?.type === 0) return only.value;
      const out: unknown[] = [];
      try {
        parts(message, locale, values ?? {}, undefined, out);
      } catch {
        return id;
      }
      if (out.length <= 1) return (out[0] ?? '') as string;
      // Several parts, some of them elements: keyed as react-intl keys them.
      return Children.toArray(out as ReactNode[]) as unknown as string;
    },
    formatDate(value, options = {}) {
      const date = typeof value === 'string' ? new Date(value || 0) : value;
      const key = `${locale} ${JSON.stringify(options)}`;
      let format = dateFormats.get(key);
      if (format === undefined) {
        format = new Intl.DateTimeFormat(locale, options);
        dateFormats.set(key, format);
      }
      return format.format(date);
    },
  };
}

const IntlContext = createContext<LiteIntl | null>(null);

/** The formatter of the tree below, in its language with its messages. */
export function IntlProvider({
  locale,
  defaultLocale,
  messages,
  children,
}: LiteIntlConfig & { readonly children?: ReactNode }) {
  const intl = useMemo(
    () =>
      createIntl({ locale, messages, ...(defaultLocale === undefined ? {} : { defaultLocale }) }),
    [locale, defaultLocale, messages],
  );
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The formatter of the nearest `IntlProvider`. */
export function useIntl(): LiteIntl {
  const intl = useContext(IntlContext);
  if (intl === null) throw new Error('useIntl needs an IntlProvider above it');
  return intl;
}
