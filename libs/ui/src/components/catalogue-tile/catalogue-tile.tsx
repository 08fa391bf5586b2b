import { Badge, Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { localizedName, type Named } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useUiLink } from '../../link/ui-link';

/** What a tile shows: a catalogue of a category page, or a category of the home grid. */
export interface TileData extends Named {
  readonly href: string;
  readonly imageUrl: string;
  /** Background behind the picture (the catalogue's `bgColor`); the card colour without it. */
  readonly bgColor?: string;
  /** Tagged 'New' (a catalogue with a new item). */
  readonly isNew?: boolean;
  /** Shown larger (a catalogue's `highlight` Y). */
  readonly highlight?: boolean;
}

export interface CatalogueTileProps {
  readonly tile: TileData;
  /** How wide the picture is drawn: square, wide (`highlight` by default), or banner-wide. */
  readonly shape?: 'normal' | 'highlight' | 'banner';
  /** The element of the name, for the page's heading outline. */
  readonly nameAs?: 'h2' | 'h3' | 'p';
}

/** A catalogue or category: its picture on reserved space and its name; the whole tile is the link. */
export function CatalogueTile({ tile, shape, nameAs = 'h3' }: CatalogueTileProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Anchor = useUiLink();
  const recipe = useSlotRecipe({ key: 'catalogueTile' });
  const styles = recipe({ emphasis: shape ?? (tile.highlight === true ? 'highlight' : 'normal') });
  const Name = chakra[nameAs];
  return (
    <Box asChild css={styles.root}>
      <Anchor href={tile.href}>
        <Box css={styles.media} bg={tile.bgColor ?? 'white'}>
          <chakra.img css={styles.image} src={tile.imageUrl} alt="" loading="lazy" />
        </Box>
        <Name css={styles.name}>{localizedName(tile, locale)}</Name>
        {tile.isNew === true ? (
          <Badge css={styles.tag} colorPalette="gold" variant="solid">
            {intl.formatMessage({ id: 'badge.new' })}
          </Badge>
        ) : null}
      </Anchor>
    </Box>
  );
}
