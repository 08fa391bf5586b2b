import { createSystem, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
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
 * Chakra's palettes the shop never shows. Every token becomes a CSS variable
 * in each page's head and an entry the browser builds the system from on
 * start-up, so the five palettes no component or semantic token refers to
 * are left out (about 200 variables).
 */
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;

/**
 * Palettes whose colours the status tokens use (`bg.success`, `fg.warning`...)
 * but that no component takes as its `colorPalette`: their shades stay, their
 * palette tokens (`green.solid`, `blue.muted`...) go.
 */
const SHADES_ONLY_PALETTES = ['orange', 'green', 'blue'] as const;

/** The animations the shop's components run (spinner, skeleton, dialogs, sheets); Chakra has 33. */
const USED_KEYFRAMES = [
  'spin',
  'pulse',
  'bg-position',
  'fade-in',
  'fade-out',
  'scale-in',
  'scale-out',
  'slide-from-top',
  'slide-from-bottom',
  'slide-from-left',
  'slide-from-right',
  'slide-to-top',
  'slide-to-bottom',
  'slide-to-left',
  'slide-to-right',
  'slide-from-left-full',
  'slide-from-right-full',
  'slide-from-top-full',
  'slide-from-bottom-full',
  'slide-to-left-full',
  'slide-to-right-full',
  'slide-to-top-full',
  'slide-to-bottom-full',
] as const;

function without<T extends object>(record: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key))) as T;
}

function only<T extends object>(record: T, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.includes(key))) as T;
}

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
      keyframes: only(keyframes, USED_KEYFRAMES),
      textStyles,
      layerStyles,
      animationStyles,
      tokens: {
        ...tokens,
        colors: { ...without(tokens.colors, UNUSED_PALETTES), ...colors },
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
          ...without(semanticTokens.colors, [...UNUSED_PALETTES, ...SHADES_ONLY_PALETTES]),
          ...semanticColors,
          fg: { ...semanticTokens.colors.fg, ...messageTextColors },
        },
      },
      recipes: { ...chakraRecipes, ...shopRecipes },
      slotRecipes: { ...chakraSlotRecipes, ...shopSlotRecipes },
    },
  }),
);

let built: SystemContext | undefined;

/**
 * The system, built on first use. Building it (token dictionary, token CSS,
 * recipes) is one of the costliest things a page does on start-up, so the
 * storefront calls this in a task of its own before it hydrates, instead of
 * while every module of the page is being evaluated.
 */
export function shopSystem(): SystemContext {
  built ??= createSystem(config);
  return built;
}
