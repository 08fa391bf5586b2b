import { Box, chakra } from '@chakra-ui/react';

export interface LinePictureProps {
  /** The item's first picture; none leaves the frame empty. */
  readonly src: string | undefined;
  /** `compact` beside a form, `full` in the review's and the result's lists. */
  readonly size?: 'compact' | 'full';
}

/**
 * The small picture of an item at the start of a line of an order (the
 * checkout's lines and a placed order's sub-orders): a framed square, the
 * picture contained in it, decorative (the line's name says what it is).
 */
export function LinePicture({ src, size = 'full' }: LinePictureProps) {
  return (
    <Box
      flexShrink="0"
      boxSize={size === 'full' ? { base: '14', md: '16' } : '12'}
      borderRadius="l2"
      overflow="hidden"
      bg="picture.bg"
      borderWidth="1px"
      borderColor="card.border"
    >
      {src === undefined || src === '' ? null : (
        <chakra.img
          src={src}
          alt=""
          width={64}
          height={64}
          boxSize="full"
          objectFit="contain"
          loading="lazy"
        />
      )}
    </Box>
  );
}
