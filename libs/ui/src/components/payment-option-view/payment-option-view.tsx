import { Box, Stack, chakra } from '@chakra-ui/react';
import type { Money, PaymentOption } from '@rewards/domain';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { patternFor } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { InstalmentPlan } from '../instalment-plan';

export interface PaymentOptionViewProps {
  /** The item's options for the customer's card (the domain's `paymentOptions`), cash first. */
  readonly options: readonly PaymentOption[];
  /** The element of the view's title, for the page's heading outline. */
  readonly titleAs?: 'h1' | 'h2';
}

/**
 * One payment option. The option's wording is the shop's own, in the page's
 * language, from its figures; the price entry's free-text description (one
 * language only) is not shown.
 */
function OptionCard({
  title,
  children,
}: {
  readonly title: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <chakra.li
      listStyleType="none"
      borderWidth="1px"
      borderColor="card.border"
      bg="card.bg"
      borderRadius="l3"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <chakra.h3 fontSize="sm" fontWeight="semibold" color="fg.muted" mb="1">
        {title}
      </chakra.h3>
      {children}
    </chakra.li>
  );
}

/**
 * "Your Payment Option" of an item: the cash price, the points options (full
 * points, the points-discount option, points plus cash) and the instalment
 * terms, each with the domain's figures: the monthly amount large, the term
 * and rate small, the total below.
 */
export function PaymentOptionView({ options, titleAs = 'h2' }: PaymentOptionViewProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const Title = chakra[titleAs];
  const titleId = useId();
  const thb = (amount: Money) => money.thb(amount);
  const pointOptions = options.filter(
    (option) =>
      option.type === 'POINT' || option.type === 'POINT_DISCOUNT' || option.type === 'POINT_CASH',
  );
  const flexiOptions = options.flatMap((option) => (option.type === 'FLEXI' ? [option] : []));
  /** The instalment list's one money format: with satang as soon as any term's amount has them. */
  const instalmentPattern = patternFor(
    ...flexiOptions.flatMap((option) =>
      option.schedule === undefined
        ? []
        : [option.schedule.monthly, option.schedule.total, option.schedule.first],
    ),
  );

  return (
    <Box as="section" aria-labelledby={titleId}>
      <Title id={titleId} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb="4">
        {intl.formatMessage({ id: 'paymentView.title' })}
      </Title>
      <Stack gap="6">
        <chakra.ul display="grid" gap="3">
          {options.map((option) =>
            option.type === 'CASH' ? (
              <OptionCard key="cash" title={intl.formatMessage({ id: 'paymentView.cash' })}>
                <chakra.p fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="price">
                  {thb(option.cash)}
                </chakra.p>
                <chakra.p fontSize="sm" color="fg.muted">
                  {intl.formatMessage({ id: 'paymentView.inclVat' })}
                  {' · '}
                  {intl.formatMessage({ id: 'paymentView.freeShipping' })}
                </chakra.p>
              </OptionCard>
            ) : null,
          )}
          {pointOptions.map((option) => {
            const points = (
              <chakra.span fontSize="xl" fontWeight="bold" color="gold.fg">
                {money.points(option.points)}
              </chakra.span>
            );
            if (option.type === 'POINT_DISCOUNT') {
              return (
                <OptionCard
                  key={`discount-${option.points}`}
                  title={intl.formatMessage(
                    { id: 'paymentView.pointsDiscount' },
                    { percent: option.percentDiscount },
                  )}
                >
                  <chakra.p>{points}</chakra.p>
                  <chakra.p fontSize="sm" color="fg.muted">
                    {intl.formatMessage(
                      { id: 'paymentView.saving' },
                      { amount: thb(option.discount) },
                    )}
                  </chakra.p>
                </OptionCard>
              );
            }
            if (option.type === 'POINT_CASH') {
              return (
                <OptionCard
                  key={`mixed-${option.points}`}
                  title={intl.formatMessage({ id: 'paymentView.pointsPlusCash' })}
                >
                  <chakra.p display="flex" flexWrap="wrap" alignItems="baseline" columnGap="2">
                    {points}
                    <chakra.span fontSize="xl" fontWeight="bold" color="price">
                      {intl.formatMessage(
                        { id: 'paymentView.plusCash' },
                        { cash: thb(option.cash) },
                      )}
                    </chakra.span>
                  </chakra.p>
                  <chakra.p fontSize="sm" color="fg.muted">
                    {intl.formatMessage(
                      { id: 'paymentView.pointsShare' },
                      { percent: option.percentPoint },
                    )}
                  </chakra.p>
                </OptionCard>
              );
            }
            return (
              <OptionCard
                key={`points-${option.points}`}
                title={intl.formatMessage({ id: 'paymentView.points' })}
              >
                <chakra.p>{points}</chakra.p>
              </OptionCard>
            );
          })}
        </chakra.ul>

        {flexiOptions.length === 0 ? null : (
          <Box>
            <chakra.h3 fontSize="lg" fontWeight="semibold" mb="3">
              {intl.formatMessage({ id: 'paymentView.instalments' })}
            </chakra.h3>
            <chakra.ul
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
              gap="3"
            >
              {flexiOptions.map((option) => {
                const schedule = option.schedule;
                return (
                  <chakra.li
                    key={option.termOfFlexi}
                    listStyleType="none"
                    borderWidth="1px"
                    borderColor="card.border"
                    bg="card.bg"
                    borderRadius="l3"
                    px={{ base: '4', md: '5' }}
                    py="4"
                  >
                    {schedule === undefined ? (
                      <chakra.p fontSize="xl" fontWeight="bold">
                        {intl.formatMessage(
                          { id: 'paymentView.termNoRate' },
                          { months: option.termOfFlexi },
                        )}
                      </chakra.p>
                    ) : (
                      <InstalmentPlan
                        variant="offer"
                        months={schedule.months}
                        rate={schedule.ratePercentPerMonth}
                        monthly={schedule.monthly}
                        first={schedule.first}
                        total={schedule.total}
                        pattern={instalmentPattern}
                        totalGap="2"
                        as="p"
                      />
                    )}
                  </chakra.li>
                );
              })}
            </chakra.ul>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
