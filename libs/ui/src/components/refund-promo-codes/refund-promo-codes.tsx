import { Box, Stack, chakra } from '@chakra-ui/react';
import type { DecimalInput, PromoCodeOrder } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { SelectField } from '../address-form/select-field';
import { EmptyState } from '../empty-state/empty-state';
import { Pager } from '../pager/pager';

/** A refund promotion code as the list shows it, its description in the page's language. */
export interface RefundPromoCodeView {
  readonly promoCode: string;
  readonly value: DecimalInput;
  /** ISO date-times, as the server sends them. */
  readonly startDate: string;
  readonly expiredDate: string;
  readonly description: string;
}

export interface RefundPromoCodesProps {
  readonly codes: readonly RefundPromoCodeView[];
  readonly order: PromoCodeOrder;
  readonly onOrderChange: (order: PromoCodeOrder) => void;
  readonly page: number;
  readonly totalPages: number;
  readonly hrefForPage: (page: number) => string;
  /** The list is on its way: nothing to say yet. */
  readonly loading?: boolean;
}

/** Dates in the shop's time zone, the same for every reader. */
const DATE = { dateStyle: 'medium', timeZone: 'Asia/Bangkok' } as const;

/**
 * `/promo-codes` (spec sections 2 and 9): the customer's refund promotion
 * codes, 5 to a page, by expiry (nearest first) or value (highest first);
 * 'No Refund Promotion Code Found' when there are none.
 */
export function RefundPromoCodes(props: RefundPromoCodesProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const date = (iso: string) => intl.formatDate(new Date(iso), DATE);
  return (
    <Stack gap="5">
      <chakra.p color="fg.muted">{intl.formatMessage({ id: 'afterSale.promo.intro' })}</chakra.p>
      <Box maxW={{ md: 'xs' }}>
        <SelectField
          label={intl.formatMessage({ id: 'afterSale.promo.sort' })}
          name="orders"
          value={props.order}
          options={(['startDate', 'value'] as const).map((order) => ({
            value: order,
            label: intl.formatMessage({ id: `afterSale.promo.sort.${order}` }),
          }))}
          errors={[]}
          required={false}
          onChange={(value) => props.onOrderChange(value === 'value' ? 'value' : 'startDate')}
          onBlur={() => undefined}
        />
      </Box>
      {props.loading === true ? (
        <chakra.p role="status" color="fg.muted">
          {intl.formatMessage({ id: 'afterSale.loading' })}
        </chakra.p>
      ) : props.codes.length === 0 ? (
        <EmptyState kind="refundPromoCodes" />
      ) : (
        <chakra.ul listStyleType="none" display="grid" gap="3">
          {props.codes.map((code) => (
            <chakra.li
              key={code.promoCode}
              borderWidth="1px"
              borderColor="border"
              borderRadius="l3"
              p={{ base: '4', md: '5' }}
              display="flex"
              flexDirection={{ base: 'column', sm: 'row' }}
              gap="3"
              justifyContent="space-between"
            >
              <Box minW="0">
                <chakra.p fontSize="xs" color="fg.muted">
                  {intl.formatMessage({ id: 'afterSale.promo.code' })}
                </chakra.p>
                <chakra.p
                  fontFamily="mono"
                  fontSize="lg"
                  fontWeight="semibold"
                  overflowWrap="anywhere"
                >
                  {code.promoCode}
                </chakra.p>
                {code.description === '' ? null : (
                  <chakra.p mt="1" lineClamp="3">
                    {code.description}
                  </chakra.p>
                )}
                <chakra.p mt="1" fontSize="sm" color="fg.muted">
                  {intl.formatMessage(
                    { id: 'afterSale.promo.validity' },
                    { start: date(code.startDate), end: date(code.expiredDate) },
                  )}
                </chakra.p>
              </Box>
              <Box textAlign={{ sm: 'end' }} flexShrink="0">
                <chakra.p fontSize="xs" color="fg.muted">
                  {intl.formatMessage({ id: 'afterSale.promo.value' })}
                </chakra.p>
                <chakra.p fontSize="xl" fontWeight="bold">
                  {money.thb(code.value)}
                </chakra.p>
              </Box>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      <Pager page={props.page} totalPages={props.totalPages} hrefForPage={props.hrefForPage} />
    </Stack>
  );
}
