import { Badge, Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { localizedName, type DecimalInput, type Named } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useUiLink } from '../../link/ui-link';
import { PriceTag } from '../price-tag/price-tag';

/** What an item card shows. */
export interface ItemCardData extends Named {
  readonly code: string;
  readonly href: string;
  readonly imageUrl: string;
  /** The cash price of one unit. */
  readonly price: DecimalInput;
  /** An earlier price, struck through. */
  readonly wasPrice?: DecimalInput;
  /** The item's `newItem` flag: a 'New' badge. */
  readonly isNew?: boolean;
  /** `false` once the item can no longer be bought (its end date passed). */
  readonly available?: boolean;
}

export interface ItemCardProps {
  readonly item: ItemCardData;
  /** The element of the name, for the page's heading outline. */
  readonly nameAs?: 'h2' | 'h3' | 'p';
}

/**
 * An item of a list: picture on reserved square space, the name (Thai in Thai)
 * cut at 5 lines, the price under it, a 'New' badge, and a muted look with a
 * note once it can no longer be bought. The name is the link; it covers the card.
 */
export function ItemCard({ item, nameAs = 'h3' }: ItemCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Anchor = useUiLink();
  const available = item.available !== false;
  const recipe = useSlotRecipe({ key: 'itemCard' });
  const styles = recipe({ state: available ? 'available' : 'unavailable' });
  const Name = chakra[nameAs];
  return (
    <Box as="article" css={styles.root} data-available={available}>
      <Box css={styles.media}>
        <chakra.img css={styles.image} src={item.imageUrl} alt="" loading="lazy" />
        {item.isNew === true ? (
          <Box css={styles.badges}>
            <Badge colorPalette="gold" variant="solid">
              {intl.formatMessage({ id: 'badge.new' })}
            </Badge>
          </Box>
        ) : null}
      </Box>
      <Box css={styles.body}>
        <Name css={styles.name}>
          <Anchor href={item.href}>{localizedName(item, locale)}</Anchor>
        </Name>
        <Box css={styles.price}>
          <PriceTag amount={item.price} was={item.wasPrice} />
        </Box>
        {available ? null : (
          <chakra.p css={styles.status}>
            {intl.formatMessage({ id: 'itemCard.unavailable' })}
          </chakra.p>
        )}
      </Box>
    </Box>
  );
}
