import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { HelpIcon } from '../../icons';

export interface HintTipProps {
  /** The id of the tip's text, for the `aria-describedby` of the control it explains. */
  readonly id: string;
  /** The button's name ('About business addresses'). */
  readonly label: string;
  readonly text: string;
}

/**
 * A small help button whose text shows on hover, on focus and on a tap (a
 * toggletip: phones have no hover), and hides on Escape. The text stays in the
 * page while hidden, so the control it explains can be described by it. The
 * bubble opens under the nearest positioned ancestor (the row of the control
 * it explains), from its start edge, so that it never leaves a phone's screen.
 */
export function HintTip({ id, label, text }: HintTipProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  return (
    <Box
      display="inline-flex"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <chakra.button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-describedby={id}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="8"
        borderRadius="full"
        color="fg.muted"
        cursor="help"
        _hover={{ color: 'fg' }}
        focusVisibleRing="outside"
        focusRingColor="accent.focusRing"
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setPinned(false);
        }}
        onClick={() => setPinned((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setFocused(false);
            setPinned(false);
            setHovered(false);
          }
        }}
      >
        <HelpIcon boxSize="5" />
      </chakra.button>
      <chakra.span
        id={id}
        role="tooltip"
        hidden={!open}
        position="absolute"
        zIndex="docked"
        insetInlineStart="0"
        top="calc(100% + 0.25rem)"
        width="max-content"
        maxWidth="min(20rem, 100%)"
        bg="gray.900"
        color="white"
        fontSize="sm"
        lineHeight="1.5"
        borderRadius="l2"
        px="3"
        py="2"
        boxShadow="md"
      >
        {text}
      </chakra.span>
    </Box>
  );
}
