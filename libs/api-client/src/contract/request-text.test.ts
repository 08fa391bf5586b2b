import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { BoundedArrayType } from './codecs';
import { routes, type Route } from './routes';

/**
 * The places of a codec where unbounded text (`t.string`) is accepted, as
 * dotted paths. Combinators are walked into; a codec of the contract's own
 * (bounded text, numbers, dates) is a leaf.
 */
function unboundedText(codec: t.Mixed, at: string): string[] {
  if (codec instanceof t.StringType) return [at];
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    return Object.entries(codec.props as t.Props).flatMap(([key, prop]) =>
      unboundedText(prop, at === '' ? key : `${at}.${key}`),
    );
  }
  if (codec instanceof t.IntersectionType || codec instanceof t.UnionType) {
    return (codec.types as t.Mixed[]).flatMap((type) => unboundedText(type, at));
  }
  if (
    codec instanceof t.ExactType ||
    codec instanceof t.RefinementType ||
    codec instanceof t.ReadonlyType
  ) {
    return unboundedText(codec.type as t.Mixed, at);
  }
  if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) {
    return unboundedText(codec.type as t.Mixed, `${at}[]`);
  }
  if (codec instanceof BoundedArrayType) return unboundedText(codec.entry, `${at}[]`);
  if (codec instanceof t.DictionaryType) {
    return [
      ...unboundedText(codec.domain as t.Mixed, `${at}{key}`),
      ...unboundedText(codec.codomain as t.Mixed, `${at}{value}`),
    ];
  }
  return [];
}

describe('request codecs', () => {
  it('no path parameter, query or body of any route takes unbounded text', () => {
    const found = Object.entries(routes).flatMap(([name, route]) => {
      const { params, query, body } = route as Route<unknown, unknown, unknown, unknown>;
      return [
        ...unboundedText(params, 'params'),
        ...unboundedText(query, 'query'),
        ...unboundedText(body, 'body'),
      ].map((where) => `${name} ${where}`);
    });
    expect(found).toEqual([]);
  });

  it('the walk finds unbounded text where it is', () => {
    const Sample = t.exact(
      t.intersection([
        t.type({ a: t.string, list: t.readonlyArray(t.type({ b: t.string })) }),
        t.partial({ c: t.record(t.string, t.number) }),
      ]),
    );
    expect(unboundedText(Sample, 'body')).toEqual(['body.a', 'body.list[].b', 'body.c{key}']);
  });
});
