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
  YesNo,
  boundedString,
  strictStruct,
} from './codecs';
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

  it('text refuses NUL and lone surrogates, keeps every other character', () => {
    const text = boundedString('text', 0, 100);
    expect(isLeft(text.decode('a\u0000b'))).toBe(true);
    expect(isLeft(text.decode('\ud800'))).toBe(true);
    expect(isLeft(text.decode('x\udc00y'))).toBe(true);
    expect(isLeft(text.decode('\udc00\ud800'))).toBe(true);
    expect(isRight(text.decode('ไอโฟน 😀 \t\u0001'))).toBe(true);
  });

  it('property: text decodes exactly when it is well-formed, NUL-free and within bounds', () => {
    const text = boundedString('text', 0, 20);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
        (value) => {
          const wellFormed = Buffer.from(value, 'utf8').toString('utf8') === value;
          const expected = wellFormed && !value.includes('\u0000') && value.length <= 20;
          expect(isRight(text.decode(value))).toBe(expected);
        },
      ),
    );
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
