import { createSystem, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { chakraRecipes, chakraSlotRecipes } from './chakra-recipes';
import { shopRecipes, shopSlotRecipes } from './recipes';
import { colors } from './tokens/colors';
import { sizes } from './tokens/sizes';
import { messageTextColors, semanticColors } from './semantic-tokens/colors';

const FONT_STACK = `'IBM Plex Sans Thai', 'Noto Sans Thai', system-ui, sans-serif`;

/**
 * The shop's theme over Chakra's base: Chakra's tokens, our palette and type,
 * only the Chakra recipes the shop uses (see `chakra-recipes.ts`), and the
 * shop's own recipes (`recipes/`).
 */
export const config = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      'html, body': {
        fontFamily: 'body',
        lineHeight: '1.6',
        color: 'fg',
        bg: 'bg',
      },
      // The colour palette's variables resolve where they are declared (on
      // <html>, in light): declaring them again on a theme container makes
      // buttons and badges inside a dark catalogue page take the dark values.
      '.dark, .light': { colorPalette: 'gray' },
      // The page behind an open modal (the native-dialog `Sheet`) does not scroll.
      'html:has(dialog[open]:modal)': { overflow: 'hidden' },
    },
    theme: {
      breakpoints,
      keyframes,
      textStyles,
      layerStyles,
      animationStyles,
      tokens: {
        ...tokens,
        colors: { ...tokens.colors, ...colors },
        sizes: { ...tokens.sizes, ...sizes },
        fonts: {
          ...tokens.fonts,
          heading: { value: FONT_STACK },
          body: { value: FONT_STACK },
        },
      },
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
          ...semanticColors,
          fg: { ...semanticTokens.colors.fg, ...messageTextColors },
        },
      },
      recipes: { ...chakraRecipes, ...shopRecipes },
      slotRecipes: { ...chakraSlotRecipes, ...shopSlotRecipes },
    },
  }),
);

export const system = createSystem(config);
