import { Field, NativeSelect } from '@chakra-ui/react';
import type { DomainError } from '@rewards/domain';
import { useId } from 'react';
import { ErrorMessages } from '../error-messages/error-messages';

export interface SelectFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** The empty choice's text, shown while nothing is chosen. */
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly errors: readonly DomainError[];
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** Marked required (the default); a filter of a list, which always has a value, is not. */
  readonly required?: boolean;
}

/**
 * A labelled native select with its messages underneath, outlined and
 * described by them like `FormField`: a phone shows its own picker.
 */
export function SelectField(props: SelectFieldProps) {
  const errorId = useId();
  const invalid = props.errors.length > 0;
  return (
    <Field.Root invalid={invalid} required={props.required ?? true}>
      <Field.Label fontWeight="medium">
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={props.name}
          value={props.value}
          autoComplete={props.autoComplete}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        >
          {props.placeholder === undefined ? null : (
            <option value="" disabled>
              {props.placeholder}
            </option>
          )}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ErrorMessages id={errorId} errors={props.errors} />
    </Field.Root>
  );
}
