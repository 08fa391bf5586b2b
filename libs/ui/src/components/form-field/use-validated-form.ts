import { hasNoFieldErrors, type DomainError, type FieldErrors } from '@rewards/domain';
import { useCallback, useMemo, useState } from 'react';
import { useBlurAfterPress } from '../../hooks/use-blur-after-press';
import { visibleFieldErrors } from './visible-field-errors';

/** A form's state and what it shows, for the account forms. */
export interface ValidatedForm<Values, Field extends string> {
  readonly values: Values;
  /** A field changed: its new value, and the field counts as touched (validated on change). */
  readonly change: <K extends keyof Values & string>(field: K, value: Values[K]) => void;
  /** A field was left: it counts as touched (validated on blur). */
  readonly touch: (field: Field) => void;
  /** The messages to show under a field now. */
  readonly errorsOf: (field: Field) => readonly DomainError[];
  /** Whether the domain's validator finds nothing wrong. */
  readonly valid: boolean;
  /** Shows every field's messages (a submit was tried while the form is invalid). */
  readonly showAll: () => void;
  /**
   * The form's submit handler: nothing while `submitting`; an invalid form
   * shows every field's messages instead of submitting; a valid one calls `submit`.
   */
  readonly submitWith: (
    submit: (values: Values) => void,
    submitting: boolean | undefined,
  ) => (event: { preventDefault(): void }) => void;
}

/**
 * Keeps a form's values and runs the domain's validator over them on every
 * change, showing each field's messages once the field was changed or left
 * (spec section 5: "Fields validate on blur and change").
 */
export function useValidatedForm<Values extends object, Field extends string>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Field>,
): ValidatedForm<Values, Field> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(() => new Set());
  const [all, setAll] = useState(false);
  const errors = useMemo(() => validate(values), [validate, values]);
  const visible = useMemo(() => visibleFieldErrors(errors, touched, all), [errors, touched, all]);

  const markTouched = useCallback((field: Field) => {
    setTouched((was) => (was.has(field) ? was : new Set([...was, field])));
  }, []);
  const touch = useBlurAfterPress(markTouched);
  const change = useCallback(
    <K extends keyof Values & string>(field: K, value: Values[K]) => {
      setValues((was) => ({ ...was, [field]: value }));
      markTouched(field as unknown as Field);
    },
    [markTouched],
  );

  return {
    values,
    change,
    touch,
    errorsOf: (field) => visible[field] ?? [],
    valid: hasNoFieldErrors(errors),
    showAll: () => setAll(true),
    submitWith: (submit, submitting) => (event) => {
      event.preventDefault();
      if (submitting === true) return;
      if (!hasNoFieldErrors(errors)) {
        setAll(true);
        return;
      }
      submit(values);
    },
  };
}
