import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import {
  SUMMARY_PREVIEW_ITEMS,
  cartLineTotal,
  localizedName,
  type CartLine,
} from '@rewards/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ThbPattern } from '../../i18n/format-thb';
import { useLocale } from '../../i18n/use-locale';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { LinePicture } from '../line-picture';

export interface CheckoutLinesProps {
  /** The lines bought. */
  readonly lines: readonly CartLine[];
  /** The money format shared with the totals beside the lines. */
  readonly pattern: ThbPattern;
  /** `compact` for the summary beside a form; `full` shows the part number and engraving too. */
  readonly density?: 'compact' | 'full';
}

/**
 * The lines of an order: the first three, then "More details" to show the
 * rest (spec section 9, "Summary shows first 3 items until More details").
 */
export function CheckoutLines({ lines, pattern, density = 'compact' }: CheckoutLinesProps) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoneyFormat();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? lines : lines.slice(0, SUMMARY_PREVIEW_ITEMS);
  const hidden = lines.length - SUMMARY_PREVIEW_ITEMS;
  const full = density === 'full';
  return (
    <Box>
      <chakra.ul id={listId} listStyleType="none" display="grid" gap={full ? '4' : '3'}>
        {shown.map((line) => {
          const name = localizedName(line, locale);
          const image = line.images[0];
          const carePlan = line.hasAppleCare ? line.appleCare : undefined;
          const engraved = [line.persMesg1, line.persMesg2].filter((text) => text !== '');
          return (
            <chakra.li key={line.uuid} display="flex" gap="3" alignItems="flex-start">
              <LinePicture src={image?.url} size={density} />
              <Box flex="1" minW="0" fontSize="sm" lineHeight="1.5">
                <chakra.p fontWeight="medium" lineClamp={full ? 3 : 2}>
                  {name}
                </chakra.p>
                {full ? (
                  <chakra.p color="fg.muted">
                    {intl.formatMessage(
                      { id: 'cartPage.partNumber' },
                      { partNumber: line.partNumber },
                    )}
                  </chakra.p>
                ) : null}
                <chakra.p color="fg.muted">
                  {intl.formatMessage(
                    { id: 'checkout.summary.quantity' },
                    { quantity: line.quantity },
                  )}
                </chakra.p>
                {carePlan === undefined ? null : (
                  <chakra.p color="fg.muted">
                    {intl.formatMessage(
                      { id: 'checkout.summary.carePlan' },
                      { name: localizedName(carePlan, locale) },
                    )}
                  </chakra.p>
                )}
                {full
                  ? engraved.map((text, index) => (
                      <chakra.p key={index} color="fg.muted">
                        {intl.formatMessage(
                          { id: 'cartPage.engravedLine' },
                          { line: index + 1, text },
                        )}
                      </chakra.p>
                    ))
                  : null}
              </Box>
              <chakra.p fontSize="sm" fontWeight="semibold" textAlign="end" whiteSpace="nowrap">
                {money.thb(cartLineTotal(line), pattern)}
              </chakra.p>
            </chakra.li>
          );
        })}
      </chakra.ul>
      {hidden > 0 ? (
        <Flex mt="3">
          <Button
            variant="plain"
            size="sm"
            px="0"
            color="accent.fg"
            textDecoration="underline"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((was) => !was)}
          >
            {intl.formatMessage({
              id: expanded ? 'checkout.summary.lessDetails' : 'checkout.summary.moreDetails',
            })}
          </Button>
        </Flex>
      ) : null}
    </Box>
  );
}
