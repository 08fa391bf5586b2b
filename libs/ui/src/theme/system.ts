import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { colors } from './tokens/colors';
import { semanticColors } from './semantic-tokens/colors';

const FONT_STACK = `'IBM Plex Sans Thai', 'Noto Sans Thai', system-ui, sans-serif`;

/** The shop's design system: Chakra's defaults with our palette, type and recipes. */
export const config = defineConfig({
  globalCss: {
    'html, body': {
      fontFamily: 'body',
      lineHeight: '1.6',
      color: 'fg',
      bg: 'bg',
    },
  },
  theme: {
    tokens: {
      colors,
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
    },
    semanticTokens: { colors: semanticColors },
  },
});

export const system = createSystem(defaultConfig, config);
