import type * as t from 'io-ts';

/**
 * A JSON Schema (2020-12, as OpenAPI 3.1 uses it) describing one codec's wire
 * form; a codec in place of a subschema stands for that codec's own schema.
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

const described = new WeakMap<t.Mixed, JsonSchema>();

/**
 * Gives a hand-written codec (`new t.Type(...)`) the JSON Schema of its wire
 * form, for the API reference; io-ts's own combinators are read structurally.
 */
export function withSchema<C extends t.Mixed>(codec: C, schema: JsonSchema): C {
  described.set(codec, schema);
  return codec;
}

/** The schema given to a hand-written codec, if any. */
export function schemaOf(codec: t.Mixed): JsonSchema | undefined {
  return described.get(codec);
}
