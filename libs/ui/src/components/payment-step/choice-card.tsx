import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChoiceCardProps {
  /** The radio group's name: one per list. */
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly disabled?: boolean | undefined;
  readonly onChoose: () => void;
  /** Roomier cards for content of several lines (an instalment plan). */
  readonly roomy?: boolean;
  readonly children: ReactNode;
}

/**
 * One choice of a payment step's list (how to pay the rest, which refund code):
 * a card around a native radio button, so the keyboard, the form and a screen
 * reader treat the list as one radio group. The chosen card takes the accent.
 */
export function ChoiceCard(props: ChoiceCardProps) {
  return (
    <chakra.label
      display="flex"
      gap="3"
      alignItems="flex-start"
      borderWidth="1px"
      borderColor="card.border"
      bg="card.bg"
      borderRadius="l3"
      px={{ base: '4', md: '5' }}
      py={props.roomy === true ? '4' : '3'}
      cursor={props.disabled === true ? 'not-allowed' : 'pointer'}
      _hover={{ borderColor: 'fg.muted' }}
      css={{
        '&:has(input:checked)': {
          borderColor: 'accent.solid',
          boxShadow: '0 0 0 1px var(--chakra-colors-accent-solid)',
          bg: 'accent.subtle',
        },
        '&:has(input:focus-visible)': {
          outline: '2px solid',
          outlineColor: 'accent.focusRing',
          outlineOffset: '2px',
        },
      }}
    >
      <chakra.input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
        mt={props.roomy === true ? '1.5' : '1'}
        boxSize="4"
        flexShrink="0"
        css={{ accentColor: 'var(--chakra-colors-accent-solid)' }}
      />
      <Box flex="1" minW="0">
        {props.children}
      </Box>
    </chakra.label>
  );
}
