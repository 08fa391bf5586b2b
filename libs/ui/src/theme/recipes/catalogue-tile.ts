import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A catalogue (or a home-grid category): a picture on reserved space with the
 * name under it. A highlighted one (or two categories sharing a row of the home
 * grid) shows a wide picture on wide screens; a category alone on its row, a
 * banner-wide one.
 */
export const catalogueTileRecipe = defineSlotRecipe({
  className: 'shop-catalogue-tile',
  slots: ['root', 'media', 'image', 'name', 'tag'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '3',
      height: '100%',
      padding: '4',
      borderRadius: 'l3',
      bg: 'card.bg',
      borderWidth: '1px',
      borderColor: 'card.border',
      color: 'fg',
      textDecoration: 'none',
      transitionProperty: 'box-shadow, border-color',
      transitionDuration: 'moderate',
      _hover: { borderColor: 'border.emphasized', boxShadow: 'md' },
      focusVisibleRing: 'outside',
      focusRingColor: 'accent.focusRing',
    },
    media: { width: '100%', aspectRatio: 'square', borderRadius: 'l2', overflow: 'hidden' },
    image: { width: '100%', height: '100%', objectFit: 'contain' },
    name: {
      fontWeight: 'semibold',
      textAlign: 'center',
      lineClamp: '2',
    },
    tag: { position: 'absolute', top: '3', insetEnd: '3' },
  },
  variants: {
    emphasis: {
      normal: {},
      highlight: {
        media: { aspectRatio: { base: 'square', md: '2 / 1' } },
        name: { fontSize: 'lg' },
      },
      banner: {
        media: { aspectRatio: { base: '2 / 1', md: '4 / 1' } },
        name: { fontSize: 'lg' },
      },
    },
  },
  defaultVariants: { emphasis: 'normal' },
});
