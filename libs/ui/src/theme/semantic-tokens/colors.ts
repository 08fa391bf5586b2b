import { defineSemanticTokens } from '@chakra-ui/react';

/**
 * Surfaces and text by role. The dark theme (a catalogue with a black
 * background) is the `_dark` condition of these tokens, not a second stylesheet.
 */
export const semanticColors = defineSemanticTokens.colors({
  accent: {
    solid: { value: { base: '{colors.accent.600}', _dark: '{colors.accent.300}' } },
    contrast: { value: { base: 'white', _dark: '{colors.accent.900}' } },
    fg: { value: { base: '{colors.accent.700}', _dark: '{colors.accent.200}' } },
    muted: { value: { base: '{colors.accent.100}', _dark: '{colors.accent.800}' } },
    subtle: { value: { base: '{colors.accent.50}', _dark: '{colors.accent.900}' } },
    emphasized: { value: { base: '{colors.accent.200}', _dark: '{colors.accent.700}' } },
    focusRing: { value: { base: '{colors.accent.500}', _dark: '{colors.accent.300}' } },
    border: { value: { base: '{colors.accent.500}', _dark: '{colors.accent.400}' } },
  },
  gold: {
    solid: { value: { base: '{colors.gold.400}', _dark: '{colors.gold.300}' } },
    contrast: { value: { base: '{colors.gold.900}', _dark: '{colors.gold.900}' } },
    fg: { value: { base: '{colors.gold.700}', _dark: '{colors.gold.200}' } },
    subtle: { value: { base: '{colors.gold.50}', _dark: '{colors.gold.900}' } },
  },
  price: {
    DEFAULT: { value: { base: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
  },
  /** Cards and tiles: a surface a step off the page, so they read on white and on black. */
  card: {
    bg: { value: { base: 'white', _dark: '{colors.gray.950}' } },
    border: { value: { base: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
  },
  /** Form fields: a surface of their own, so an input reads on a white and on a black page. */
  input: {
    bg: { value: { base: 'white', _dark: '{colors.gray.900}' } },
    border: { value: { base: '{colors.gray.300}', _dark: '{colors.gray.600}' } },
  },
  /** Behind product pictures: they are drawn for white and keep it in the dark theme (DESIGN). */
  picture: {
    bg: { value: { base: 'white', _dark: 'white' } },
  },
  /** The header and footer bands. */
  chrome: {
    bg: { value: { base: 'white', _dark: 'black' } },
    subtle: { value: { base: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
  },
});

/**
 * Text colours of messages, darker than Chakra's (red 500 and orange 600 miss
 * 4.5:1 on white): merged into Chakra's `fg` group in `system.ts`.
 */
export const messageTextColors = defineSemanticTokens.colors({
  error: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
  warning: { value: { base: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
});
