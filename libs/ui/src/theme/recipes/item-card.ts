import { defineSlotRecipe } from '@chakra-ui/react';

/**
 * An item of a list: the picture on a square of reserved space (nothing jumps
 * while it loads), the name in a strong weight cut at 5 lines, the price
 * right under it. An item that can no longer be bought is muted.
 */
export const itemCardRecipe = defineSlotRecipe({
  className: 'shop-item-card',
  slots: ['root', 'media', 'image', 'badges', 'body', 'name', 'price', 'status'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      bg: 'card.bg',
      borderWidth: '1px',
      borderColor: 'card.border',
      borderRadius: 'l3',
      overflow: 'hidden',
      transitionProperty: 'box-shadow, border-color',
      transitionDuration: 'moderate',
      _hover: { borderColor: 'border.emphasized', boxShadow: 'md' },
      _focusWithin: { borderColor: 'accent.border' },
    },
    media: {
      position: 'relative',
      aspectRatio: 'square',
      bg: 'picture.bg',
    },
    image: {
      display: 'block',
      width: '100%',
      height: '100%',
      objectFit: 'contain',
      padding: '4',
    },
    badges: { position: 'absolute', top: '3', insetStart: '3', display: 'flex', gap: '2' },
    body: { display: 'flex', flexDirection: 'column', gap: '2', padding: '4', flex: '1' },
    name: {
      fontWeight: 'semibold',
      fontSize: 'md',
      lineClamp: '5',
      color: 'fg',
      // The whole card is the link: the name's anchor stretches over it.
      '& a': {
        outline: 'none',
        _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
        _focusVisible: { _after: { outline: '2px solid', outlineColor: 'accent.focusRing' } },
      },
    },
    price: { marginTop: 'auto' },
    status: { fontSize: 'sm', color: 'fg.muted' },
  },
  variants: {
    state: {
      available: {},
      unavailable: {
        image: { filter: 'grayscale(1)', opacity: '0.55' },
        name: { color: 'fg.muted' },
      },
    },
  },
  defaultVariants: { state: 'available' },
});
