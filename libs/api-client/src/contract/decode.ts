import type * as t from 'io-ts';
import { BoundedArrayType } from './codecs';
import type { FieldError } from './error';

/** The dotted path of a decode failure, without io-ts' intersection and index noise. */
function pathOf(error: t.ValidationError): string {
  return error.context
    .map((entry) => entry.key)
    .filter((key) => key !== '' && !/^\d+$/.test(key))
    .join('.');
}

/** The bound of a list that failed for holding more entries than its codec takes. */
function tooManyOf(error: t.ValidationError): number | undefined {
  const failed = error.context[error.context.length - 1]?.type;
  return failed instanceof BoundedArrayType &&
    Array.isArray(error.value) &&
    error.value.length > failed.max
    ? failed.max
    : undefined;
}

/**
 * Decode failures as field errors: one per field, code `field.invalid` (or
 * `field.required` when absent, `field.tooMany` with `max` for a list longer
 * than its bound).
 */
export function toFieldErrors(errors: t.Errors): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const field = pathOf(error) || 'body';
    if (byField.has(field)) continue;
    const max = tooManyOf(error);
    if (max !== undefined) {
      byField.set(field, { field, code: 'field.tooMany', max });
      continue;
    }
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
