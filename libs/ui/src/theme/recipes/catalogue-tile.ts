import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * A catalogue (or a home-grid category): a square picture on reserved space
 * (the product pictures are square, so nothing is letterboxed or cropped),
 * the name and the catalogue's taglines. A highlighted one (or a category alone
 * on its row of the home grid) puts the picture beside the text on wider
 * screens, on the side its `displayPosition` leaves free.
 */
export const catalogueTileRecipe = defineSlotRecipe({
  className: 'shop-catalogue-tile',
  slots: ['root', 'media', 'image', 'body', 'name', 'taglineImage', 'tagline', 'tag'],
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
    media: {
      width: '100%',
      aspectRatio: 'square',
      borderRadius: 'l2',
      overflow: 'hidden',
      flexShrink: '0',
    },
    image: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      textAlign: 'center',
      minWidth: '0',
    },
    name: { fontWeight: 'semibold', lineClamp: '2' },
    taglineImage: { display: 'block', maxWidth: '100%', width: 'auto', height: '8' },
    tagline: { lineHeight: '1.4', lineClamp: '3' },
    tag: { position: 'absolute', top: '3', insetEnd: '3' },
  },
  variants: {
    emphasis: {
      normal: {},
      highlight: {
        root: {
          flexDirection: { base: 'column', md: 'row' },
          justifyContent: { md: 'center' },
          gap: { md: '6' },
        },
        // The base width is repeated: a responsive value replaces the base one whole.
        media: { width: { base: '100%', md: '45%' }, maxWidth: { md: '80' } },
        body: { alignItems: { md: 'flex-start' }, textAlign: { md: 'start' }, flex: '0 1 auto' },
        name: { fontSize: 'lg' },
      },
      banner: {
        root: {
          flexDirection: { base: 'column', md: 'row' },
          justifyContent: { md: 'center' },
          gap: { md: '8' },
        },
        media: { width: { base: '100%', md: '30%' }, maxWidth: { md: '80' } },
        body: { alignItems: { md: 'flex-start' }, textAlign: { md: 'start' }, flex: '0 1 auto' },
        name: { fontSize: 'lg' },
      },
    },
    /** Which side the text takes on wide screens (the catalogue's `displayPosition`). */
    textSide: {
      end: {},
      start: { root: { flexDirection: { md: 'row-reverse' } } },
    },
  },
  defaultVariants: { emphasis: 'normal', textSide: 'end' },
});
