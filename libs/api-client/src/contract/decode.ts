import type * as t from 'io-ts';
import type { FieldError } from './error';

/** The dotted path of a decode failure, without io-ts' intersection and index noise. */
function pathOf(error: t.ValidationError): string {
  return error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '' && !/^\d+$/.test(key))
    .join('.');
}

/** Decode failures as field errors: one per field, code `field.invalid` (or `field.required` when absent). */
export function toFieldErrors(errors: t.Errors): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const field = pathOf(error) || 'body';
    if (byField.has(field)) continue;
    byField.set(field, {
      field,
      code: error.value === undefined ? 'field.required' : 'field.invalid',
      ...(error.message === undefined ? {} : { message: error.message }),
    });
  }
  return [...byField.values()];
}

/** The outcome of decoding untrusted data with a codec. */
export type Decoded<A> = { ok: true; value: A } | { ok: false; errors: FieldError[] };

/** Decodes `input` with `codec`, collecting the fields at fault instead of throwing. */
export function decodeWith<A, O>(codec: t.Type<A, O, unknown>, input: unknown): Decoded<A> {
  const result = codec.decode(input);
  return result._tag === 'Left'
    ? { ok: false, errors: toFieldErrors(result.left) }
    : { ok: true, value: result.right };
}
