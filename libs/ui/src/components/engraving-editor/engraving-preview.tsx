import { Box, chakra } from '@chakra-ui/react';
import { engravingFontSize, type EngravingLines, type EngravingRules } from '@rewards/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** A picture's own size in pixels (its `naturalWidth` and `naturalHeight`). */
export interface SurfaceSize {
  readonly width: number;
  readonly height: number;
}

export interface EngravingPreviewProps {
  readonly lines: EngravingLines;
  readonly rules: EngravingRules;
  readonly surfaceImage?: string | undefined;
  /** The first line's top in the picture's own pixels (the item's `top`); centred without it. */
  readonly textTop?: number | undefined;
  /** The picture's own size before it loads (then read from the picture); square by default. */
  readonly surfaceSize?: SurfaceSize | undefined;
}

/** The two engraving lines. */
export const LINES = [1, 2] as const;
const SQUARE: SurfaceSize = { width: 800, height: 800 };

/** One line's text of the engraving. */
export function lineText(lines: EngravingLines, line: 1 | 2): string {
  return line === 1 ? lines.persMesg1 : lines.persMesg2;
}

/**
 * `value` picture pixels as a length of the rendered picture: the figure is a
 * size container, so `100cqw` is the picture's displayed width at any screen
 * width, and the browser does the scaling without a script or a re-render.
 */
function scaled(value: number, size: SurfaceSize): string {
  return `calc(${value} * 100cqw / ${size.width})`;
}

/**
 * The typed text drawn over the engraving picture where the item says: the
 * item's `top` and font sizes are pixels of the picture itself, so they are
 * scaled with the picture's displayed size (the whole picture is shown, never
 * cropped, so the two stay in step), and each line keeps the domain's
 * auto-resized size (`engravingFontSize`, smaller as the line grows).
 */
export function EngravingPreview({
  lines,
  rules,
  surfaceImage,
  textTop,
  surfaceSize,
}: EngravingPreviewProps) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState<SurfaceSize | undefined>(undefined);
  const size = loaded ?? surfaceSize ?? SQUARE;
  const shown = LINES.slice(0, rules.lineCount).map((line) => lineText(lines, line));
  return (
    <chakra.figure
      position="relative"
      aspectRatio={`${size.width} / ${size.height}`}
      css={{ containerType: 'inline-size' }}
      bg="picture.bg"
      borderRadius="l3"
      overflow="hidden"
      borderWidth="1px"
      borderColor="card.border"
      m="0"
      data-testid="engraving-preview"
    >
      {surfaceImage === undefined ? null : (
        <chakra.img
          src={surfaceImage}
          alt=""
          htmlWidth={size.width}
          htmlHeight={size.height}
          display="block"
          w="100%"
          h="100%"
          objectFit="contain"
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth > 0 && naturalHeight > 0)
              setLoaded({ width: naturalWidth, height: naturalHeight });
          }}
        />
      )}
      <Box
        position="absolute"
        insetX="0"
        top={textTop === undefined ? '50%' : scaled(textTop, size)}
        transform={textTop === undefined ? 'translateY(-50%)' : undefined}
        display="flex"
        flexDirection="column"
        alignItems="center"
        px="2cqw"
        color="gray.700"
        fontWeight="semibold"
        letterSpacing="wide"
        lineHeight="1.3"
        textAlign="center"
        whiteSpace="pre"
        data-testid="engraving-preview-text"
      >
        {shown.map((text, index) => (
          <chakra.span
            key={LINES[index]}
            data-testid={`engraving-preview-line-${LINES[index]}`}
            fontSize={scaled(engravingFontSize(text, rules, 'desktop'), size)}
            minH="1lh"
          >
            {text}
          </chakra.span>
        ))}
      </Box>
      <chakra.figcaption
        position="absolute"
        bottom="0"
        insetX="0"
        px="3"
        py="1"
        fontSize="xs"
        color="gray.700"
        bg="whiteAlpha.800"
      >
        {intl.formatMessage({ id: 'engraving.preview' })}
      </chakra.figcaption>
    </chakra.figure>
  );
}
