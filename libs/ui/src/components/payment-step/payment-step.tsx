import { Box, Stack, chakra } from '@chakra-ui/react';
import type {
  CardBrand,
  DomainError,
  IppTerm,
  Money,
  PaymentChoice,
  PaymentSplitContext,
} from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useErrorMessage } from '../../i18n/use-error-message';
import { CardBrandSelect } from '../card-brand-select/card-brand-select';
import { StepActions } from '../checkout-layout/step-actions';
import { ServerError } from '../form-field/server-error';
import { InstalmentTerms } from './instalment-terms';
import { PointsRedemption } from './points-redemption';
import { PromoCodeBox, type PromoCodeBoxProps } from './promo-code-box';
import { RefundCodeChoice, type RefundCodeChoiceProps } from './refund-code-choice';

export interface PaymentStepProps {
  /** The card paid with; `undefined` until chosen. */
  readonly cardBrand: CardBrand | undefined;
  readonly onCardBrandChange: (cardBrand: CardBrand) => void;
  /** The cards offered; all four by default. */
  readonly cardBrands?: readonly CardBrand[];
  /** What is left to pay after the discount. */
  readonly payable: Money;
  /** The customer's choice as the app keeps it (the domain's `PaymentChoice`). */
  readonly choice: PaymentChoice;
  /** Point redemption is open (`FE_POINTS_REDEMPTION`); closed, nothing about points shows. */
  readonly pointsOpen: boolean;
  /** The bounds of the points slider: payable, the card's rate, balance and cap; none for a guest. */
  readonly pointsSplit?: PaymentSplitContext;
  /** The redemption box ticked or unticked: the app applies `tickPointRedemption` / `untickPointRedemption`. */
  readonly onRedeemPointsChange: (checked: boolean) => void;
  /** The points moved (already within `adjustPaymentSplit`): the app applies `choosePoints`. */
  readonly onPointsChange: (points: number) => void;
  /** The instalment terms offered (`offeredTerms` for the amount, card and promotion). */
  readonly terms: readonly IppTerm[];
  /** A term chosen (`chooseInstalment`), or `undefined` for Pay in full (`clearInstalment`). */
  readonly onTermChange: (termOfFlexi: number | undefined) => void;
  /** The promotion code box; none when promotion codes are switched off. */
  readonly promo?: PromoCodeBoxProps;
  /** A signed-in customer's refund promo codes; none for a guest or a customer without one. */
  readonly refundCodes?: RefundCodeChoiceProps;
  /** Whether payment, promotion and cart payment are valid (the app's rules): Continue goes on. */
  readonly canContinue: boolean;
  /** Why Continue refuses, said on hover or focus. */
  readonly continueReason?: DomainError | string;
  readonly onBack: () => void;
  readonly onContinue: () => void;
  /** The step's own refusal from the server, at the top. */
  readonly error?: DomainError | string;
  /** A request of the step is on its way. */
  readonly busy?: boolean;
}

/**
 * Step 3, Payment Option (spec sections 2, 4 and 5): the card, the reward-point
 * redemption when it is open, how to pay the rest (in full or an instalment
 * term), the promotion code, Back and Continue. Every choice only raises an
 * event; the app applies the domain's payment-choice transitions and passes the
 * new choice back, so the step survives a reload.
 */
export function PaymentStep(props: PaymentStepProps) {
  const intl = useIntl();
  const message = useErrorMessage();
  const reason =
    props.continueReason === undefined
      ? undefined
      : typeof props.continueReason === 'string'
        ? props.continueReason
        : message(props.continueReason);
  return (
    <Box>
      <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb="4">
        {intl.formatMessage({ id: 'checkout.step.3' })}
      </chakra.h2>
      <Stack gap="6">
        <ServerError error={props.error} />
        <CardBrandSelect
          value={props.cardBrand}
          onChange={props.onCardBrandChange}
          brands={props.cardBrands}
          disabled={props.busy}
        />
        {props.pointsOpen ? (
          <PointsRedemption
            cardBrand={props.cardBrand}
            choice={props.choice}
            split={props.pointsSplit}
            onRedeemChange={props.onRedeemPointsChange}
            onPointsChange={props.onPointsChange}
            disabled={props.busy}
          />
        ) : null}
        <InstalmentTerms
          payable={props.payable}
          terms={props.terms}
          choice={props.choice}
          onTermChange={props.onTermChange}
          pointsOffered={props.pointsOpen}
          disabled={props.busy}
        />
        {props.promo === undefined ? null : <PromoCodeBox {...props.promo} />}
        {props.refundCodes === undefined ? null : (
          <RefundCodeChoice disabled={props.busy} {...props.refundCodes} />
        )}
      </Stack>
      <StepActions
        backLabel={intl.formatMessage({ id: 'checkout.back' })}
        onBack={props.onBack}
        primaryLabel={intl.formatMessage({ id: 'checkout.continue' })}
        blocked={!props.canContinue}
        reason={reason}
        busy={props.busy}
        busyLabel={intl.formatMessage({ id: 'checkout.wait' })}
        onPrimary={() => {
          if (props.canContinue && props.busy !== true) props.onContinue();
        }}
      />
    </Box>
  );
}
