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
import { colors } from './tokens/colors';
import { semanticColors } from './semantic-tokens/colors';

const FONT_STACK = `'IBM Plex Sans Thai', 'Noto Sans Thai', system-ui, sans-serif`;

/**
 * The shop's theme over Chakra's base: Chakra's tokens, our palette and type,
 * and only the recipes the shop uses (see `chakra-recipes.ts`).
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
        fonts: {
          ...tokens.fonts,
          heading: { value: FONT_STACK },
          body: { value: FONT_STACK },
        },
      },
      semanticTokens: {
        ...semanticTokens,
        colors: { ...semanticTokens.colors, ...semanticColors },
      },
      recipes: chakraRecipes,
      slotRecipes: chakraSlotRecipes,
    },
  }),
);

export const system = createSystem(config);
