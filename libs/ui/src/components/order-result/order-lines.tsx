import { Box, chakra } from '@chakra-ui/react';
import { localizedText } from '@rewards/domain';
import { useIntl } from 'react-intl';
import type { ThbPattern } from '../../i18n/format-thb';
import { useLocale } from '../../i18n/use-locale';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { LinePicture } from '../line-picture';
import type { OrderResultLine } from './order-result-types';

/**
 * The units of a placed order, each its own sub-order: picture, name, part
 * number, sub-order number, quantity and price, engraving lines, care plan.
 */
export function OrderLines({
  lines,
  pattern,
}: {
  readonly lines: readonly OrderResultLine[];
  readonly pattern: ThbPattern;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoneyFormat();
  return (
    <chakra.ul listStyleType="none" display="grid" gap="4">
      {lines.map((line) => {
        const engraved = [line.persMesg1, line.persMesg2].filter((text) => text !== '');
        return (
          <chakra.li
            key={line.orderNumber}
            display="flex"
            gap="3"
            alignItems="flex-start"
            borderBottomWidth="1px"
            borderColor="border"
            pb="4"
          >
            <LinePicture src={line.imgUrl} />
            <Box flex="1" minW="0" fontSize="sm" lineHeight="1.5">
              <chakra.p fontWeight="medium" fontSize="md">
                {localizedText(line.itemName, line.thaiItemName, locale)}
              </chakra.p>
              <chakra.p color="fg.muted">
                {intl.formatMessage({ id: 'cartPage.partNumber' }, { partNumber: line.partNumber })}
              </chakra.p>
              <chakra.p color="fg.muted" overflowWrap="anywhere">
                {intl.formatMessage(
                  { id: 'checkout.result.subOrder' },
                  { number: line.orderNumber },
                )}
              </chakra.p>
              {engraved.map((text, index) => (
                <chakra.p key={index} color="fg.muted">
                  {intl.formatMessage({ id: 'cartPage.engravedLine' }, { line: index + 1, text })}
                </chakra.p>
              ))}
              {line.appleCareName === undefined ? null : (
                <chakra.p color="fg.muted">
                  {intl.formatMessage(
                    { id: 'checkout.summary.carePlan' },
                    { name: localizedText(line.appleCareName, line.thaiAppleCareName, locale) },
                  )}
                  {line.appleCarePrice === undefined
                    ? null
                    : ` (${money.thb(line.appleCarePrice, pattern)})`}
                </chakra.p>
              )}
            </Box>
            <Box textAlign="end" fontSize="sm" flexShrink="0">
              <chakra.p fontWeight="semibold" whiteSpace="nowrap">
                {money.thb(line.unitPrice, pattern)}
              </chakra.p>
              <chakra.p color="fg.muted">
                {intl.formatMessage(
                  { id: 'checkout.summary.quantity' },
                  { quantity: line.quantity },
                )}
              </chakra.p>
            </Box>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
