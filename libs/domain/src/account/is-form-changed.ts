/** A value a form field can hold. */
export type FormFieldValue = string | number | boolean | null | undefined;

function normalised(value: FormFieldValue): string | number | boolean {
  return value === null || value === undefined ? '' : value;
}

/**
 * Whether an edit form differs from what was loaded, field by field: "Save
 * enabled only when changed". An empty text, `null` and a missing field are
 * the same nothing, so opening a form whose server value is `null` and leaving
 * it empty does not enable Save; any other difference, spaces included, does.
 * Fields present on either side are compared.
 */
export function isFormChanged<Field extends string>(
  initial: { readonly [K in Field]?: FormFieldValue },
  current: { readonly [K in Field]?: FormFieldValue },
): boolean {
  const fields = new Set<Field>([
    ...(Object.keys(initial) as Field[]),
    ...(Object.keys(current) as Field[]),
  ]);
  for (const field of fields) {
    if (normalised(initial[field]) !== normalised(current[field])) return true;
  }
  return false;
}
