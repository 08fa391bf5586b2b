import { Badge, Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { localizedName, type Named } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useUiLink } from '../../link/ui-link';

/** The catalogue's second line: `textLine2` with `fontSize2`, `textColor2` and `fontType2`. */
export interface TileTagline {
  readonly text: string;
  /** A CSS length (`'18px'`, `'1.25rem'`); anything else is ignored. */
  readonly fontSize?: string;
  /** A CSS colour (`'#1D1D1F'`); anything else is ignored. */
  readonly color?: string;
  /** `bold`, `italic`, `bold italic` or `normal`. */
  readonly fontType?: string;
}

/** What a tile shows: a catalogue of a category page, or a category of the home grid. */
export interface TileData extends Named {
  readonly href: string;
  readonly imageUrl: string;
  /** Background of the tile (the catalogue's `bgColor`); the card colour without it. */
  readonly bgColor?: string;
  /** Tagged 'New' (a catalogue with a new item). */
  readonly isNew?: boolean;
  /** Shown larger (a catalogue's `highlight` Y). */
  readonly highlight?: boolean;
  /** The first tagline, a picture of text (the catalogue's `imageUrlLine1`). */
  readonly taglineImageUrl?: string;
  /** The second tagline (the catalogue's `textLine2` and its font). */
  readonly tagline?: TileTagline;
  /** Where the text sits beside the picture on wide screens (`displayPosition`: left or right). */
  readonly textPosition?: 'left' | 'right';
}

export interface CatalogueTileProps {
  readonly tile: TileData;
  /** How the tile is laid out: square, wide (`highlight` by default), or banner-wide. */
  readonly shape?: 'normal' | 'highlight' | 'banner';
  /** The element of the name, for the page's heading outline. */
  readonly nameAs?: 'h2' | 'h3' | 'p';
  /** The tile may be the page's largest paint: its picture is fetched first, never lazily. */
  readonly priority?: boolean;
}

/** The square product pictures' own size: reserves their space before they load. */
const PICTURE_SIZE = 800;
const CSS_LENGTH = /^\d{1,3}(\.\d{1,2})?(px|rem|em)$/;
const CSS_COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20})$/;

/** The tagline's own font, keeping only values that are plainly CSS (the data is typed by editors). */
function taglineStyle(tagline: TileTagline) {
  const type = (tagline.fontType ?? '').toLowerCase();
  return {
    fontSize:
      tagline.fontSize !== undefined && CSS_LENGTH.test(tagline.fontSize)
        ? tagline.fontSize
        : undefined,
    color:
      tagline.color !== undefined && CSS_COLOUR.test(tagline.color) ? tagline.color : undefined,
    fontWeight: type.includes('bold') ? 'bold' : 'normal',
    fontStyle: type.includes('italic') ? 'italic' : 'normal',
  };
}

/**
 * A catalogue or category: its square picture (never letterboxed), its name and
 * taglines; the whole tile is the link.
 */
export function CatalogueTile({
  tile,
  shape,
  nameAs = 'h3',
  priority = false,
}: CatalogueTileProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Anchor = useUiLink();
  const recipe = useSlotRecipe({ key: 'catalogueTile' });
  const styles = recipe({
    emphasis: shape ?? (tile.highlight === true ? 'highlight' : 'normal'),
    textSide: tile.textPosition === 'left' ? 'start' : 'end',
  });
  const Name = chakra[nameAs];
  const font = tile.tagline === undefined ? undefined : taglineStyle(tile.tagline);
  // The whole tile takes the catalogue's colour only with a text colour chosen for it;
  // otherwise the colour stays behind the picture and the text keeps the theme's contrast.
  const ownColours = tile.bgColor !== undefined && font?.color !== undefined;
  return (
    <Box asChild css={styles.root} bg={ownColours ? tile.bgColor : undefined}>
      <Anchor href={tile.href}>
        <Box css={styles.media} bg={tile.bgColor ?? 'picture.bg'}>
          <chakra.img
            css={styles.image}
            src={tile.imageUrl}
            alt=""
            htmlWidth={PICTURE_SIZE}
            htmlHeight={PICTURE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        </Box>
        <Box css={styles.body}>
          <Name css={styles.name} color={ownColours ? font?.color : undefined}>
            {localizedName(tile, locale)}
          </Name>
          {tile.taglineImageUrl === undefined ? null : (
            <chakra.img
              css={styles.taglineImage}
              src={tile.taglineImageUrl}
              alt=""
              loading="lazy"
              data-testid="tile-tagline-image"
            />
          )}
          {tile.tagline === undefined || tile.tagline.text.trim() === '' ? null : (
            <chakra.p
              css={styles.tagline}
              {...font}
              color={ownColours ? font?.color : undefined}
              data-testid="tile-tagline"
            >
              {tile.tagline.text}
            </chakra.p>
          )}
        </Box>
        {tile.isNew === true ? (
          <Badge css={styles.tag} colorPalette="gold" variant="solid">
            {intl.formatMessage({ id: 'badge.new' })}
          </Badge>
        ) : null}
      </Anchor>
    </Box>
  );
}
