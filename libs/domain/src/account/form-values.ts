/**
 * The raw values of a form, field by field, as a browser form or a request body
 * hands them over: any field may be missing or `null` (untrusted input).
 */
export type FormValues<Field extends string> = { readonly [K in Field]?: string | null };
