import { Badge, Box, Button, Checkbox, Flex, Grid, Stack, chakra } from '@chakra-ui/react';
import {
  cartLineTotal,
  isEngravedLine,
  localizedName,
  multiplyMoney,
  type CartLine,
  type DomainError,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { useUiLink } from '../../link/ui-link';
import { ErrorMessages } from '../error-messages/error-messages';
import { QuantityInput } from '../quantity-input/quantity-input';
import { moneyPattern } from './money-pattern';

/** The max-quantity codes, shown at the quantity box rather than under the line. */
const QUANTITY_CODES = new Set([
  'cart.maxQuantityPerOrder',
  'cart.maxQuantityPerTransaction',
  'cart.quantityInvalid',
]);

export interface CartLineItemProps {
  readonly line: CartLine;
  /** The item is past its end date: unchecked, not choosable, marked unavailable. */
  readonly expired: boolean;
  /** The line's blocking messages (max quantity of its item, quantity invalid): see `placeCartMessages`. */
  readonly errors?: readonly DomainError[];
  /** The line's other messages ('Sorry, this item is no longer available...', price changed). */
  readonly notices?: readonly DomainError[];
  /** The item page; the name links there when given. */
  readonly itemHref?: string;
  /** The item's engraving view (`screen=engraving&status=editing`); add/edit shows for engravable items. */
  readonly engravingHref?: string;
  readonly onCheckedChange: (checked: boolean) => void;
  /** A new quantity, applied when the box is left (or by - and +). */
  readonly onQuantityChange: (quantity: number) => void;
  readonly onRemove: () => void;
  /** Removes the care plan only. */
  readonly onRemoveCarePlan: () => void;
  /** A change of this line is on its way: its controls wait. */
  readonly busy?: boolean;
}

/**
 * One line of the cart (spec section 2, "Cart screen"): checkbox, picture,
 * name (Thai name in Thai), part number, unit price, quantity box (applied on
 * blur), line total, remove, engraving add/edit, the care plan with its own
 * remove, and the line's messages where they belong.
 */
export function CartLineItem(props: CartLineItemProps) {
  const { line, expired, busy = false } = props;
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoneyFormat();
  const Anchor = useUiLink();
  const name = localizedName(line, locale);
  const errors = props.errors ?? [];
  const quantityErrors = errors.filter((error) => QUANTITY_CODES.has(error.code));
  const otherErrors = errors.filter((error) => !QUANTITY_CODES.has(error.code));
  const notices = props.notices ?? [];
  const unavailable = notices.filter((notice) => notice.code === 'cart.itemUnavailable');
  const otherNotices = notices.filter((notice) => notice.code !== 'cart.itemUnavailable');
  const total = cartLineTotal(line);
  const image = line.images[0];
  const carePlan = line.hasAppleCare ? line.appleCare : undefined;
  const engraved = isEngravedLine(line);

  return (
    <Grid
      as="article"
      aria-label={name}
      // Phones: prices and the care plan under the picture and the name, the full width;
      // wider screens: everything beside the picture.
      templateColumns={{ base: 'auto 4rem minmax(0, 1fr)', md: 'auto 7rem minmax(0, 1fr)' }}
      templateAreas={{
        base: `"check image info" "check rest rest"`,
        md: `"check image info" "check image rest"`,
      }}
      columnGap={{ base: '3', md: '5' }}
      rowGap="3"
      py="5"
      borderBottomWidth="1px"
      borderColor="border"
      alignItems="start"
    >
      <Checkbox.Root
        checked={line.checked && !expired}
        disabled={expired || busy}
        onCheckedChange={(details) => props.onCheckedChange(details.checked === true)}
        colorPalette="accent"
        mt="1"
        gridArea="check"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label srOnly>
          {intl.formatMessage({ id: 'cartPage.choose' }, { name })}
        </Checkbox.Label>
      </Checkbox.Root>

      <Box
        gridArea="image"
        boxSize={{ base: '16', md: '28' }}
        borderRadius="l2"
        overflow="hidden"
        bg="white"
        borderWidth="1px"
        borderColor="card.border"
        opacity={expired ? 0.5 : undefined}
      >
        {image === undefined ? null : (
          <chakra.img
            src={image.url}
            alt=""
            width={112}
            height={112}
            boxSize="full"
            objectFit="contain"
            loading="lazy"
          />
        )}
      </Box>

      <Stack gridArea="info" minW="0" gap="2">
        <Flex gap="3" align="flex-start" justify="space-between">
          <Box minW="0">
            <chakra.h3 fontWeight="semibold" lineHeight="1.4" lineClamp={3}>
              {props.itemHref === undefined ? (
                name
              ) : (
                <chakra.span
                  asChild
                  color="fg"
                  _hover={{ textDecoration: 'underline' }}
                  focusVisibleRing="outside"
                  focusRingColor="accent.focusRing"
                >
                  <Anchor href={props.itemHref}>{name}</Anchor>
                </chakra.span>
              )}
            </chakra.h3>
            <chakra.p fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'cartPage.partNumber' }, { partNumber: line.partNumber })}
            </chakra.p>
            {expired ? (
              <Badge mt="1" colorPalette="red" variant="subtle">
                {intl.formatMessage({ id: 'cartPage.unavailable' })}
              </Badge>
            ) : null}
          </Box>
          <Button
            variant="ghost"
            size="sm"
            flexShrink="0"
            me="-2"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'cartPage.removeItem' }, { name })}
            onClick={props.onRemove}
          >
            {intl.formatMessage({ id: 'cartPage.remove' })}
          </Button>
        </Flex>

        {line.engraving && (engraved || props.engravingHref !== undefined) ? (
          <Box fontSize="sm">
            {engraved ? (
              <chakra.ul listStyleType="none" color="fg.muted">
                {[line.persMesg1, line.persMesg2].map((text, index) =>
                  text === '' ? null : (
                    <li key={index}>
                      {intl.formatMessage(
                        { id: 'cartPage.engravedLine' },
                        { line: index + 1, text },
                      )}
                    </li>
                  ),
                )}
              </chakra.ul>
            ) : null}
            {props.engravingHref === undefined ? null : (
              <chakra.span
                asChild
                color="accent.fg"
                textDecoration="underline"
                fontWeight="medium"
                focusVisibleRing="outside"
                focusRingColor="accent.focusRing"
              >
                <Anchor href={props.engravingHref}>
                  {intl.formatMessage({ id: engraved ? 'engraving.edit' : 'engraving.add' })}
                </Anchor>
              </chakra.span>
            )}
          </Box>
        ) : null}
      </Stack>

      <Stack gridArea="rest" minW="0" gap="3">
        <Flex wrap="wrap" columnGap={{ base: '4', md: '6' }} rowGap="2" align="flex-start">
          <Box minW="24">
            <chakra.p fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'cartPage.unitPrice' })}
            </chakra.p>
            <chakra.p fontWeight="semibold" color="price" lineHeight="2.5rem">
              {money.thb(line.unitPrice, moneyPattern(line.unitPrice))}
            </chakra.p>
          </Box>
          <QuantityInput
            value={line.quantity}
            max={line.limit ? line.maxQuantity : undefined}
            errors={quantityErrors}
            disabled={expired || busy}
            onChange={props.onQuantityChange}
          />
          <Box minW="24" ms="auto" textAlign="end">
            <chakra.p fontSize="sm" color="fg.muted">
              {intl.formatMessage({ id: 'cartPage.lineTotal' })}
            </chakra.p>
            <chakra.p fontWeight="bold" fontSize="lg" color="price" lineHeight="2.5rem">
              {money.thb(total, moneyPattern(total))}
            </chakra.p>
          </Box>
        </Flex>

        {carePlan === undefined ? null : (
          <Flex
            gap="3"
            align="center"
            justify="space-between"
            wrap="wrap"
            bg="bg.subtle"
            borderRadius="l2"
            px="3"
            py="2"
          >
            <Box minW="0" fontSize="sm">
              <chakra.p color="fg.muted">
                {intl.formatMessage({ id: 'cartPage.carePlan' })}
              </chakra.p>
              <chakra.p fontWeight="medium">{localizedName(carePlan, locale)}</chakra.p>
              <chakra.p color="price">
                {intl.formatMessage(
                  { id: 'cartPage.carePlanEach' },
                  {
                    price: money.thb(carePlan.price, moneyPattern(carePlan.price)),
                    quantity: line.quantity,
                  },
                )}
                {' = '}
                {(() => {
                  const carePlanTotal = multiplyMoney(carePlan.price, line.quantity);
                  return money.thb(carePlanTotal, moneyPattern(carePlanTotal));
                })()}
              </chakra.p>
            </Box>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'cartPage.removeCarePlanOf' }, { name })}
              onClick={props.onRemoveCarePlan}
            >
              {intl.formatMessage({ id: 'cartPage.removeCarePlan' })}
            </Button>
          </Flex>
        )}

        <ErrorMessages errors={[...unavailable, ...otherErrors]} />
        <ErrorMessages errors={otherNotices} tone="notice" />
      </Stack>
    </Grid>
  );
}
