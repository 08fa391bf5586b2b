import { defineRecipe } from '@chakra-ui/react';

/**
 * A choice of the attribute picker: a label around a native radio button,
 * drawn as a chip. Its state comes from the radio inside it (chosen, not
 * available, focused), so the picker stays a plain, keyboard-friendly form.
 */
export const optionChipRecipe = defineRecipe({
  className: 'shop-option-chip',
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: '11',
    paddingX: '4',
    paddingY: '2',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l2',
    bg: 'bg',
    color: 'fg',
    cursor: 'pointer',
    userSelect: 'none',
    '& input': {
      position: 'absolute',
      opacity: '0',
      width: '1px',
      height: '1px',
    },
    '&:has(input:checked)': {
      borderColor: 'accent.solid',
      boxShadow: '0 0 0 1px var(--chakra-colors-accent-solid)',
      bg: 'accent.subtle',
      color: 'accent.fg',
      fontWeight: 'semibold',
    },
    '&:has(input:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'accent.focusRing',
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': {
      cursor: 'not-allowed',
      color: 'fg.muted',
      borderStyle: 'dashed',
      bg: 'bg.muted',
    },
    _hover: { borderColor: 'fg.muted' },
  },
});
