import { Box, chakra, type BoxProps } from '@chakra-ui/react';

/** A picture file and its own size in pixels. */
export interface PictureSource {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export interface ResponsivePictureProps {
  /** The wide picture, for tablets and wider (and phones without a `mobile` one). */
  readonly desktop: PictureSource;
  /** The phone picture: its own layout, with text large enough to read on a phone. */
  readonly mobile?: PictureSource | undefined;
  readonly alt: string;
  /**
   * The picture may be the page's largest paint (the first banner or slide): it is
   * fetched first and never lazily. Others load lazily.
   */
  readonly priority?: boolean;
  /**
   * The picture waits (a carousel's hidden slide while the page loads, so the
   * first slide gets the connection to itself): the frame keeps its place, and
   * the picture is only in a `<noscript>` for browsers without JavaScript.
   */
  readonly deferred?: boolean;
  /** Corner rounding and the like of the frame. */
  readonly frame?: BoxProps;
}

/** Tablets and wider get the desktop picture (Chakra's `md` breakpoint). */
const DESKTOP_MEDIA = '(min-width: 48em)';

/**
 * A banner picture chosen by screen width with `<picture>`: the phone picture
 * on phones, the wide one from tablets up. The frame takes each picture's own
 * proportions at its width, so the space is reserved before it loads and the
 * picture is never cropped (a headline near its edge stays whole).
 */
export function ResponsivePicture({
  desktop,
  mobile,
  alt,
  priority = false,
  deferred = false,
  frame,
}: ResponsivePictureProps) {
  const phone = mobile ?? desktop;
  const picture = (
    <picture>
      {mobile === undefined ? null : (
        <source
          media={DESKTOP_MEDIA}
          srcSet={desktop.src}
          width={desktop.width}
          height={desktop.height}
        />
      )}
      <chakra.img
        src={phone.src}
        htmlWidth={phone.width}
        htmlHeight={phone.height}
        alt={alt}
        display="block"
        width="100%"
        height="100%"
        objectFit="cover"
        draggable={false}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
  return (
    <Box
      aspectRatio={{
        base: `${phone.width} / ${phone.height}`,
        md: `${desktop.width} / ${desktop.height}`,
      }}
      overflow="hidden"
      bg="bg.muted"
      {...frame}
    >
      {deferred ? <noscript>{picture}</noscript> : picture}
    </Box>
  );
}
