/**
 * A broken rule, as data: a stable code and the parameters a message needs.
 * Display text never lives in the domain; the UI looks the code up in its
 * English and Thai messages (`{ code: 'engraving.tooLong', en: 12, th: 8 }`).
 */
export interface DomainError<Code extends string = string> {
  readonly code: Code;
  readonly [param: string]: string | number | boolean | undefined;
}

/** The outcome of checking untrusted input: the accepted value, or every error found. */
export type Checked<T, E extends DomainError = DomainError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly E[] };

/** An accepted value. */
export function accept<T>(value: T): Checked<T, never> {
  return { ok: true, value };
}

/** A rejection carrying every error found (at least one). */
export function reject<E extends DomainError>(
  errors: readonly [E, ...E[]] | readonly E[],
): Checked<never, E> {
  if (errors.length === 0) throw new RangeError('A rejection needs at least one error');
  return { ok: false, errors };
}

/** Builds one error. */
export function domainError<Code extends string>(
  code: Code,
  params: Readonly<Record<string, string | number | boolean | undefined>> = {},
): DomainError<Code> {
  return { ...params, code };
}

/** Field name -> its errors; a form is valid when every list is empty. */
export type FieldErrors<Field extends string = string> = Partial<
  Record<Field, readonly DomainError[]>
>;

/** Whether a form's error map holds no error at all. */
export function hasNoFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((list) => list === undefined || list.length === 0);
}
