import { Stack, chakra } from '@chakra-ui/react';
import { instalmentSchedule, type IppTerm, type Money, type PaymentChoice } from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { patternFor } from '../../i18n/format-thb';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { ChoiceCard } from './choice-card';
import { InstalmentPlan } from '../instalment-plan';

export interface InstalmentTermsProps {
  /** What is left to pay after the discount: the amount of every plan. */
  readonly payable: Money;
  /** The terms offered (the app's `offeredTerms` for the amount, card and promotion). */
  readonly terms: readonly IppTerm[];
  readonly choice: PaymentChoice;
  /** A term chosen, or `undefined` for "Pay in full". */
  readonly onTermChange: (termOfFlexi: number | undefined) => void;
  /** Points can be redeemed on this page, so the list says that a term clears them. */
  readonly pointsOffered: boolean;
  readonly disabled?: boolean;
}

const FULL = 'full';

/**
 * How to pay the rest (spec sections 4 and 5, DESIGN "Instalments"): "Pay in
 * full", then each offered instalment term with its monthly amount large, the
 * term and rate small and the total below (the domain's `instalmentSchedule`).
 * Choosing a term only raises the event: the app applies the domain's
 * `chooseInstalment`, which clears point redemption.
 */
export function InstalmentTerms(props: InstalmentTermsProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const name = useId();
  const noteId = useId();
  const nothingToPay = !props.payable.greaterThan(0);
  const schedules = nothingToPay
    ? []
    : props.terms.map((term) => instalmentSchedule(props.payable, term));
  const pattern = patternFor(
    props.payable,
    ...schedules.flatMap((schedule) => [schedule.monthly, schedule.first, schedule.total]),
  );
  const { choice } = props;
  const note = nothingToPay
    ? message({ code: 'payment.pointsAndInstalmentOff' })
    : schedules.length === 0
      ? intl.formatMessage({ id: 'checkout.payment.noTerms' })
      : props.pointsOffered
        ? intl.formatMessage({ id: 'checkout.payment.pointsClearTerm' })
        : undefined;
  return (
    <chakra.fieldset minW="0" aria-describedby={note === undefined ? undefined : noteId}>
      <chakra.legend fontSize="lg" fontWeight="semibold" mb="1">
        {intl.formatMessage({ id: 'checkout.payment.instalments' })}
      </chakra.legend>
      {note === undefined ? null : (
        <chakra.p id={noteId} fontSize="sm" color="fg.muted" mb="3">
          {note}
        </chakra.p>
      )}
      <Stack gap="3" mt={note === undefined ? '3' : '0'}>
        <ChoiceCard
          roomy
          name={name}
          value={FULL}
          checked={!choice.redeemPoints && choice.termOfFlexi === undefined}
          disabled={props.disabled}
          onChoose={() => props.onTermChange(undefined)}
        >
          <chakra.span display="block" fontWeight="semibold">
            {intl.formatMessage({ id: 'checkout.payment.payInFull' })}
          </chakra.span>
          <chakra.span display="block" fontSize="sm" color="fg.muted">
            {intl.formatMessage(
              { id: 'checkout.payment.payInFullAmount' },
              { amount: money.thb(props.payable, pattern) },
            )}
          </chakra.span>
        </ChoiceCard>
        <chakra.div
          display="grid"
          // As many columns of at least 16rem as fit: one on phones, three beside the summary.
          gridTemplateColumns="repeat(auto-fill, minmax(min(16rem, 100%), 1fr))"
          gap="3"
        >
          {schedules.map((schedule) => (
            <ChoiceCard
              roomy
              key={schedule.months}
              name={name}
              value={String(schedule.months)}
              checked={!choice.redeemPoints && choice.termOfFlexi === schedule.months}
              disabled={props.disabled}
              onChoose={() => props.onTermChange(schedule.months)}
            >
              <InstalmentPlan
                variant="offer"
                months={schedule.months}
                rate={schedule.ratePercentPerMonth}
                monthly={schedule.monthly}
                first={schedule.first}
                total={schedule.total}
                pattern={pattern}
                totalGap="1"
              />
            </ChoiceCard>
          ))}
        </chakra.div>
      </Stack>
    </chakra.fieldset>
  );
}
