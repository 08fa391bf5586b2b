import type { DomainError, FieldErrors } from '@rewards/domain';

/**
 * The errors a form shows: those of the fields the customer has touched
 * (changed or left), or every field's once a submit was tried. A field nobody
 * has reached yet stays quiet, so an empty form does not open in red.
 */
export function visibleFieldErrors<Field extends string>(
  errors: FieldErrors<Field>,
  touched: ReadonlySet<Field>,
  showAll: boolean,
): FieldErrors<Field> {
  const visible: Partial<Record<Field, readonly DomainError[]>> = {};
  for (const field of Object.keys(errors) as Field[]) {
    const list = errors[field] ?? [];
    visible[field] = showAll || touched.has(field) ? list : [];
  }
  return visible;
}
