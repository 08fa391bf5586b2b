import { defineTokens } from '@chakra-ui/react';

/**
 * The palette: neutral greys, one accent blue for actions, and the
 * programme's warm gold for badges and points. Accent 600 on white and accent
 * 300 on black both pass WCAG AA for text (4.5:1).
 */
export const colors = defineTokens.colors({
  accent: {
    50: { value: '#eef5ff' },
    100: { value: '#d9e8ff' },
    200: { value: '#b3d1ff' },
    300: { value: '#7db3ff' },
    400: { value: '#4a90f0' },
    500: { value: '#1f6fd6' },
    600: { value: '#0a5cc2' },
    700: { value: '#084a9c' },
    800: { value: '#06397a' },
    900: { value: '#042857' },
  },
  gold: {
    50: { value: '#fbf6e6' },
    100: { value: '#f5e9bf' },
    200: { value: '#ecd68a' },
    300: { value: '#e0bf55' },
    400: { value: '#d4a82e' },
    500: { value: '#b8891a' },
    600: { value: '#8f6a12' },
    700: { value: '#6e510d' },
    800: { value: '#4d3909' },
    900: { value: '#2e2205' },
  },
});
