import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { moneyArb } from '@rewards/domain/testing';
import { moneyEquals, thb } from '@rewards/domain';
import {
  INT4_MAX,
  INT4_MIN,
  Int4,
  IntegerFromString,
  IsoDateTime,
  NonNegativeInteger,
  TEXT_BOUNDS,
  YesNo,
  boundedArray,
  boundedString,
  strictStruct,
} from './codecs';
import { PutCartBody } from './cart';
import { MAX_CART_LINES } from '@rewards/domain';
import { MoneyFromString } from './money-codec';
import { decodeWith } from './decode';
import * as t from 'io-ts';

describe('contract codecs', () => {
  it('money travels as text with 2 decimals and decodes to Money', () => {
    const decoded = MoneyFromString.decode('25900.5');
    expect(isRight(decoded) && decoded.right.toFixed(2)).toBe('25900.50');
    expect(MoneyFromString.encode(thb('1499'))).toBe('1499.00');
    expect(isLeft(MoneyFromString.decode('1.001'))).toBe(true);
    expect(isLeft(MoneyFromString.decode(null))).toBe(true);
    expect(isLeft(MoneyFromString.decode('1e5'))).toBe(true);
  });

  it('property: money survives encode then decode', () => {
    fc.assert(
      fc.property(moneyArb(), (amount) => {
        const decoded = MoneyFromString.decode(MoneyFromString.encode(amount));
        expect(isRight(decoded) && moneyEquals(decoded.right, amount)).toBe(true);
      }),
    );
  });

  it('Y/N flags are booleans in code', () => {
    expect(YesNo.decode('Y')).toEqual({ _tag: 'Right', right: true });
    expect(YesNo.decode('N')).toEqual({ _tag: 'Right', right: false });
    expect(isLeft(YesNo.decode('y'))).toBe(true);
    expect(YesNo.encode(true)).toBe('Y');
  });

  it('numbers are whole and bounded; query numbers come as text', () => {
    expect(isLeft(NonNegativeInteger.decode(-1))).toBe(true);
    expect(isLeft(NonNegativeInteger.decode(1.5))).toBe(true);
    expect(IntegerFromString.decode('12')).toEqual({ _tag: 'Right', right: 12 });
    expect(isLeft(IntegerFromString.decode('12a'))).toBe(true);
    expect(IntegerFromString.encode(7)).toBe('7');
  });

  it('ids fit an integer column: numbers past int4 are refused, as text and as numbers', () => {
    expect(isLeft(IntegerFromString.decode('2147483648'))).toBe(true);
    expect(isLeft(IntegerFromString.decode('-2147483649'))).toBe(true);
    expect(isLeft(IntegerFromString.decode('99999999999999'))).toBe(true);
    expect(IntegerFromString.decode('2147483647')).toEqual({ _tag: 'Right', right: INT4_MAX });
    expect(isLeft(Int4.decode(2 ** 31))).toBe(true);
    expect(isLeft(Int4.decode(Number.MAX_SAFE_INTEGER))).toBe(true);
  });

  it('property: a number decodes as an id exactly when it fits int4', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n }), (n) => {
        const fits = n >= BigInt(INT4_MIN) && n <= BigInt(INT4_MAX);
        expect(isRight(IntegerFromString.decode(String(n)))).toBe(fits);
        expect(isRight(Int4.decode(Number(n)))).toBe(fits);
      }),
    );
  });

  it('text refuses NUL, control characters and lone surrogates, keeps every other character', () => {
    const text = boundedString('text', 0, 100);
    expect(isLeft(text.decode('a\u0000b'))).toBe(true);
    expect(isLeft(text.decode('\ud800'))).toBe(true);
    expect(isLeft(text.decode('x\udc00y'))).toBe(true);
    expect(isLeft(text.decode('\udc00\ud800'))).toBe(true);
    for (const control of ['\u0001', '\u001f', '\u007f', '\u0085', '\t', '\n', '\r']) {
      expect(isLeft(text.decode(`a${control}b`))).toBe(true);
    }
    expect(text.decode('ไอโฟน 😀 \u00a0\u200b')).toEqual({
      _tag: 'Right',
      right: 'ไอโฟน 😀 \u00a0\u200b',
    });
    expect(isLeft(text.decode('x'.repeat(101)))).toBe(true);
    expect(isLeft(text.decode(['a']))).toBe(true);
    expect(isLeft(text.decode({ toString: () => 'a' }))).toBe(true);
  });

  it('multi-line text takes tabs and line breaks, and no other control character', () => {
    const text = boundedString('message', 0, TEXT_BOUNDS.freeText, { multiline: true });
    expect(text.decode('one\ttwo\r\nthree\n')).toEqual({
      _tag: 'Right',
      right: 'one\ttwo\r\nthree\n',
    });
    for (const refused of [
      'a\u0000',
      '\u0001',
      '\u001b[2J',
      '\u007f',
      '\ud83d',
      'x'.repeat(2001),
    ]) {
      expect(isLeft(text.decode(refused))).toBe(true);
    }
  });

  it('the bounds of request text', () => {
    expect(TEXT_BOUNDS).toEqual({
      code: 64,
      name: 100,
      email: 254,
      password: 128,
      engravingLine: 100,
      freeText: 2000,
    });
  });

  /** Any UTF-16 code unit: lone surrogates, NUL and controls included. */
  const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
  const bound = 20;
  const single = boundedString('text', 0, bound);
  const multi = boundedString('text', 0, bound, { multiline: true });

  it('property: text with a NUL or a lone surrogate is refused, single- or multi-line', () => {
    const loneSurrogate = fc.oneof(
      fc
        .integer({ min: 0xd800, max: 0xdbff })
        .map((c) => ({ unit: String.fromCharCode(c), high: true })),
      fc
        .integer({ min: 0xdc00, max: 0xdfff })
        .map((c) => ({ unit: String.fromCharCode(c), high: false })),
    );
    const bad = fc.oneof(fc.constant({ unit: '\u0000', high: undefined }), loneSurrogate);
    fc.assert(
      fc.property(
        fc.string({ unit: codeUnit, maxLength: 8 }),
        bad,
        fc.string({ unit: codeUnit, maxLength: 8 }),
        (before, { unit, high }, after) => {
          // A surrogate half stays alone: nothing that could pair with it stands beside it.
          const left = high === false ? before.replace(/[\ud800-\udbff]$/, 'a') : before;
          const right = high === true ? after.replace(/^[\udc00-\udfff]/, 'a') : after;
          const value = `${left}${unit}${right}`;
          expect(isLeft(single.decode(value))).toBe(true);
          expect(isLeft(multi.decode(value))).toBe(true);
        },
      ),
    );
  });

  it('property: well-formed text without control characters, within the bound, is accepted unchanged', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', maxLength: bound })
          .filter((value) => value.length <= bound && !/\p{Cc}/u.test(value)),
        (value) => {
          expect(single.decode(value)).toEqual({ _tag: 'Right', right: value });
          expect(multi.decode(value)).toEqual({ _tag: 'Right', right: value });
        },
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'ไ', '\t', '\n', '\r', '😀'), maxLength: 10 }),
        (value) => {
          expect(multi.decode(value)).toEqual({ _tag: 'Right', right: value });
        },
      ),
    );
  });

  it('property: text decodes exactly when it is well-formed, free of control characters and within bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: codeUnit }), (value) => {
        const wellFormed = Buffer.from(value, 'utf8').toString('utf8') === value;
        const within = value.length <= bound;
        expect(isRight(single.decode(value))).toBe(wellFormed && within && !/\p{Cc}/u.test(value));
        expect(isRight(multi.decode(value))).toBe(
          wellFormed && within && !/[^\P{Cc}\t\n\r]/u.test(value),
        );
      }),
    );
  });

  it('a bounded list refuses more entries than its bound as too many, before looking at them', () => {
    const List = strictStruct('List', { items: boundedArray('Items', NonNegativeInteger, 3) }, {});
    expect(decodeWith(List, { items: [1, 2, 3] })).toEqual({
      ok: true,
      value: { items: [1, 2, 3] },
    });
    expect(decodeWith(List, { items: [1, 2, 3, 'x'] })).toEqual({
      ok: false,
      errors: [{ field: 'items', code: 'field.tooMany', max: 3 }],
    });
    const bad = decodeWith(List, { items: [1, -2] });
    expect(!bad.ok && bad.errors.map((e) => e.code)).toEqual(['field.invalid']);
    expect(List.is({ items: [1, 2, 3, 4] })).toBe(false);
  });

  it(`a cart sent to the server holds at most ${MAX_CART_LINES} lines`, () => {
    const line = (index: number) => ({
      uuid: `line-${index}`,
      code: 'IP17-256',
      quantity: 1,
      hasAppleCare: 'N',
      checked: 'Y',
    });
    const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index));
    expect(decodeWith(PutCartBody, { version: 0, lines: lines(MAX_CART_LINES) }).ok).toBe(true);
    expect(decodeWith(PutCartBody, { version: 0, lines: lines(MAX_CART_LINES + 1) })).toEqual({
      ok: false,
      errors: [{ field: 'lines', code: 'field.tooMany', max: MAX_CART_LINES }],
    });
  });

  it('a cart line refuses a NUL, a lone surrogate or a control character in its code or engraving', () => {
    const body = (overrides: Record<string, string>) => ({
      version: 0,
      lines: [
        { uuid: 'a', code: 'IP17-256', quantity: 1, hasAppleCare: 'N', checked: 'Y', ...overrides },
      ],
    });
    expect(decodeWith(PutCartBody, body({ persMesg1: 'ไอโฟน', persMesg2: 'Hi!' })).ok).toBe(true);
    for (const overrides of [
      { code: 'IP\u000017' } as Record<string, string>,
      { code: '\ud800' },
      { persMesg1: 'a\u0000' },
      { persMesg2: '\udc00' },
      { persMesg1: 'a\nb' },
      { code: 'x'.repeat(65) },
      { persMesg1: 'x'.repeat(101) },
    ]) {
      expect(decodeWith(PutCartBody, body(overrides)).ok).toBe(false);
    }
  });

  it('dates are ISO-8601 text', () => {
    expect(isRight(IsoDateTime.decode('2026-11-21T10:00:00.000Z'))).toBe(true);
    expect(isLeft(IsoDateTime.decode('21/11/2026'))).toBe(true);
  });

  it('IsoDateTime: the type guard and the decoder agree (an engine-readable non-ISO date is neither)', () => {
    for (const text of [
      '11/21/2026',
      'Nov 21 2026',
      '2026-02-30x',
      '2026-11-21',
      '2026-11-21T10:00:00Z',
    ]) {
      expect(IsoDateTime.is(text)).toBe(isRight(IsoDateTime.decode(text)));
    }
    expect(IsoDateTime.is('11/21/2026')).toBe(false);
    expect(IsoDateTime.is('2026-11-21')).toBe(true);
  });

  it('request bodies drop unknown properties and report every bad field', () => {
    const Body = strictStruct(
      'Body',
      { name: boundedString('name', 1, 5) },
      { age: NonNegativeInteger },
    );
    const ok = decodeWith(Body, { name: 'Ann', isAdmin: true });
    expect(ok).toEqual({ ok: true, value: { name: 'Ann' } });
    const bad = decodeWith(Body, { name: 'Annabelle', age: -3 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors.map((e) => [e.field, e.code])).toEqual([
      ['name', 'field.invalid'],
      ['age', 'field.invalid'],
    ]);
    const missing = decodeWith(t.type({ nested: t.type({ page: t.number }) }), { nested: {} });
    expect(!missing.ok && missing.errors).toEqual(
      [{ field: 'nested.page', code: 'field.required', message: undefined }].map(
        ({ message: _m, ...rest }) => rest,
      ),
    );
  });
});
