import { Box, Button, Field, Input, chakra } from '@chakra-ui/react';
import type { DomainError } from '@rewards/domain';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ErrorMessages } from '../error-messages/error-messages';

export interface FormFieldProps {
  readonly label: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field was left (the form validates on blur). */
  readonly onBlur: () => void;
  /** The domain's messages to show under the field (or the server's texts, already in the user's language). */
  readonly errors: readonly (DomainError | string)[];
  readonly type?: 'text' | 'email' | 'password' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  readonly maxLength?: number;
  /** A short rule shown under the label (e.g. the password rule). */
  readonly hint?: string;
  /** Read-only, e.g. the e-mail of sign-up until the terms are acknowledged. */
  readonly readOnly?: boolean;
  readonly onFocus?: () => void;
  /** Takes the focus when its dialog opens. */
  readonly autoFocus?: boolean;
  /** Marked required (the default); an optional field says so in its label instead. */
  readonly required?: boolean;
  readonly disabled?: boolean;
}

/**
 * A labelled text box with its rule and its messages underneath: outlined in
 * red while a message shows, and described by it for screen readers.
 */
export function FormField(props: FormFieldProps) {
  const baseId = useId();
  const errorId = `${baseId}-errors`;
  const hintId = `${baseId}-hint`;
  const invalid = props.errors.length > 0;
  const describedBy = [props.hint === undefined ? null : hintId, invalid ? errorId : null]
    .filter((id) => id !== null)
    .join(' ');
  return (
    <Field.Root invalid={invalid} required={props.required ?? true} disabled={props.disabled}>
      <Field.Label fontWeight="medium">
        {props.label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        readOnly={props.readOnly}
        data-autofocus={props.autoFocus === true ? '' : undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        onFocus={props.onFocus}
      />
      {props.hint === undefined ? null : (
        <chakra.p id={hintId} fontSize="sm" color="fg.muted">
          {props.hint}
        </chakra.p>
      )}
      <ErrorMessages id={errorId} errors={props.errors} />
    </Field.Root>
  );
}

export interface SubmitButtonProps {
  /** The form is not valid yet: the button refuses, and says why on hover or focus. */
  readonly blocked: boolean;
  /** The request is on its way: the button is disabled and shows a spinner. */
  readonly submitting?: boolean;
  readonly children: ReactNode;
  /** `full` on every screen (the default), or as wide as its text from tablets up. */
  readonly width?: 'full' | 'auto';
  /** Why the button refuses, said on hover or focus; 'Please complete the fields marked above.' by default. */
  readonly reason?: string;
  /** The text beside the spinner while submitting; 'Please wait…' by default. */
  readonly submittingText?: string;
  /** `submit` (the default) submits its form; `button` only calls `onClick`. */
  readonly type?: 'submit' | 'button';
  /** Called on every click, refused or not (a refused click may reveal the form's messages). */
  readonly onClick?: () => void;
  readonly size?: 'md' | 'lg';
  /** `solid` for the form's main action (the default), `outline` for a secondary one. */
  readonly variant?: 'solid' | 'outline';
}

/**
 * The primary button of a form. While the form is invalid it is marked
 * disabled (`aria-disabled`) but stays focusable, so that hovering or focusing
 * it can say why; a click or Enter then only reveals every field's message
 * (the form's submit handler checks `blocked`).
 */
export function SubmitButton({
  blocked,
  submitting = false,
  children,
  width,
  reason,
  submittingText,
  type = 'submit',
  onClick,
  size,
  variant,
}: SubmitButtonProps) {
  const intl = useIntl();
  const hintId = useId();
  const [asking, setAsking] = useState(false);
  const refused = blocked || submitting;
  return (
    <Box position="relative">
      <Button
        type={type}
        colorPalette="accent"
        variant={variant}
        size={size}
        width={width === 'auto' ? { base: 'full', md: 'auto' } : 'full'}
        minW="32"
        loading={submitting}
        loadingText={submittingText ?? intl.formatMessage({ id: 'auth.submitting' })}
        aria-disabled={refused ? 'true' : undefined}
        aria-describedby={blocked ? hintId : undefined}
        opacity={blocked ? 0.6 : undefined}
        cursor={blocked ? 'not-allowed' : undefined}
        onClick={onClick}
        onMouseEnter={() => setAsking(true)}
        onMouseLeave={() => setAsking(false)}
        onFocus={() => setAsking(true)}
        onBlur={() => setAsking(false)}
      >
        {children}
      </Button>
      {blocked ? (
        <chakra.p
          id={hintId}
          // Kept in the page for aria-describedby; shown only while asked, like a
          // tooltip: floating, because appearing on hover it must not push the page
          // down (the next button would move under a pointer on its way to it);
          // above the button, which ends its form, so that a dialog does not cut it
          // off; and letting clicks through to what it covers.
          hidden={!asking}
          position="absolute"
          bottom="100%"
          insetX="0"
          mb="2"
          pointerEvents="none"
          px="3"
          py="2"
          zIndex="dropdown"
          fontSize="sm"
          color="fg"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          boxShadow="md"
        >
          {reason ?? intl.formatMessage({ id: 'auth.submitDisabled' })}
        </chakra.p>
      ) : null}
    </Box>
  );
}
