import { Badge, Box, chakra, useSlotRecipe } from '@chakra-ui/react';
import { localizedName, type DecimalInput, type Named } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useUiLink } from '../../link/ui-link';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { PriceTag } from '../price-tag/price-tag';

/** The product pictures' own size (square SVGs): reserves the space before they load. */
const PICTURE_SIZE = 800;

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
  /** `false` once the item can no longer be bought (its end date passed, the domain's `isLineExpired`). */
  readonly available?: boolean;
  /** The price in points, shown only with `pointsEnabled`. */
  readonly points?: number;
}

export interface ItemCardProps {
  readonly item: ItemCardData;
  /**
   * Whether the points feature is on (spec: off by default): only then is a points
   * price shown, since nothing lets a customer pay with points while it is off.
   */
  readonly pointsEnabled?: boolean;
  /**
   * The card may be the page's largest paint (first row of a list): its picture is
   * fetched first and never lazily.
   */
  readonly priority?: boolean;
  /** The element of the name, for the page's heading outline. */
  readonly nameAs?: 'h2' | 'h3' | 'p';
}

/**
 * An item of a list: picture on reserved square space, the name (Thai in Thai)
 * cut at 5 lines, the price under it (and in points when the feature is on), a
 * 'New' badge, and once it can no longer be bought an 'Expired' tag, a muted look
 * and a note. The name is the link; it covers the card.
 */
export function ItemCard({
  item,
  nameAs = 'h3',
  pointsEnabled = false,
  priority = false,
}: ItemCardProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Anchor = useUiLink();
  const money = useMoneyFormat();
  const available = item.available !== false;
  const recipe = useSlotRecipe({ key: 'itemCard' });
  const styles = recipe({ state: available ? 'available' : 'unavailable' });
  const Name = chakra[nameAs];
  return (
    <Box as="article" css={styles.root} data-available={available}>
      <Box css={styles.media}>
        <chakra.img
          css={styles.image}
          src={item.imageUrl}
          alt=""
          htmlWidth={PICTURE_SIZE}
          htmlHeight={PICTURE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {item.isNew === true || !available ? (
          <Box css={styles.badges}>
            {available ? null : (
              <Badge colorPalette="red" variant="solid" data-testid="expired-tag">
                {intl.formatMessage({ id: 'badge.expired' })}
              </Badge>
            )}
            {item.isNew === true && available ? (
              <Badge colorPalette="gold" variant="solid">
                {intl.formatMessage({ id: 'badge.new' })}
              </Badge>
            ) : null}
          </Box>
        ) : null}
      </Box>
      <Box css={styles.body}>
        <Name css={styles.name}>
          <Anchor href={item.href}>{localizedName(item, locale)}</Anchor>
        </Name>
        <Box css={styles.price}>
          <PriceTag amount={item.price} was={item.wasPrice} />
          {pointsEnabled && item.points !== undefined ? (
            <chakra.p fontSize="sm" color="gold.fg" fontWeight="semibold">
              {intl.formatMessage(
                { id: 'itemCard.orPoints' },
                { points: money.points(item.points) },
              )}
            </chakra.p>
          ) : null}
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
