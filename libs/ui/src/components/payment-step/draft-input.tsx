import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';

export interface DraftInputProps {
  readonly label: string;
  readonly name: string;
  /** The value in force, as the box shows it when not being typed in. */
  readonly value: string;
  /** The typed text, when the box is left or Enter is pressed. */
  readonly onCommit: (text: string) => void;
  readonly inputMode: 'numeric' | 'decimal';
  readonly describedBy?: string;
  readonly disabled?: boolean;
}

/**
 * A number box whose text is the customer's while they type and is applied
 * when they leave it or press Enter (as the quantity box): the value in force
 * then comes back from the rules, so a half-typed "1,5" is never rewritten
 * under the cursor.
 */
export function DraftInput(props: DraftInputProps) {
  const [text, setText] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  if (shown !== props.value) {
    setShown(props.value);
    setText(props.value);
  }
  const commit = () => {
    if (text === props.value) return;
    props.onCommit(text);
    // What the rules make of it comes back as `value`; a refused text gives way to the value in force.
    setText(props.value);
  };
  return (
    <Field.Root disabled={props.disabled}>
      <Field.Label fontWeight="medium">{props.label}</Field.Label>
      <Input
        name={props.name}
        inputMode={props.inputMode}
        autoComplete="off"
        value={text}
        aria-describedby={props.describedBy}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
    </Field.Root>
  );
}
