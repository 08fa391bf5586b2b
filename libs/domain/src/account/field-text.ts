/**
 * The text of a form field as received. Anything that is not a string (a
 * missing field, `null`, a number slipped into a request body) reads as empty,
 * so that validators report 'field.required' instead of throwing.
 */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Whether a field holds nothing but white space. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/** Length in Unicode characters (code points), as the database counts it, not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _character of text) count += 1;
  return count;
}
