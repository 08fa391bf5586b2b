import { Box, Checkbox, Grid, Stack, chakra } from '@chakra-ui/react';
import {
  CARD_BRANDS_WITHOUT_POINTS,
  adjustPaymentSplit,
  groupDigits,
  paymentSplitLimits,
  type CardBrand,
  type DomainError,
  type PaymentChoice,
  type PaymentSplitChange,
  type PaymentSplitContext,
} from '@rewards/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useMessageDefaults } from '../../i18n/message-defaults';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { DraftInput } from './draft-input';

export interface PointsRedemptionProps {
  readonly cardBrand: CardBrand | undefined;
  readonly choice: PaymentChoice;
  /** The slider's bounds: what is left to pay, the card's rate, the balance and the cap. */
  readonly split: PaymentSplitContext | undefined;
  readonly onRedeemChange: (checked: boolean) => void;
  /** The points after the slider or a box moved, already within the rules (`adjustPaymentSplit`). */
  readonly onPointsChange: (points: number) => void;
  readonly disabled?: boolean;
}

/** Why the redemption box cannot be ticked now, if it cannot. */
function refusal(
  cardBrand: CardBrand | undefined,
  split: PaymentSplitContext | undefined,
): DomainError | undefined {
  if (cardBrand === undefined) return { code: 'checkout.payment.pointsNeedCard' };
  if (CARD_BRANDS_WITHOUT_POINTS.includes(cardBrand)) {
    return { code: 'checkout.payment.pointsNotForCard', card: cardBrand };
  }
  if (split !== undefined && !split.payable.greaterThan(0)) {
    return { code: 'payment.pointsAndInstalmentOff' };
  }
  if (split === undefined || paymentSplitLimits(split).maxPoints === 0) {
    return { code: 'checkout.payment.noPointsToRedeem' };
  }
  return undefined;
}

/**
 * The reward-point redemption of the payment step (spec sections 4 and 5): the
 * tick box, then a slider with a points box (whole points) and a cash box
 * (baht and satang), each kept within the balance, the per-transaction cap and
 * what is left to pay by the domain's `adjustPaymentSplit`. Points cannot be
 * combined with GCS or TMS cards, and the box says so. Ticking it only raises
 * the event: the app applies the domain's `tickPointRedemption`, which clears
 * an instalment term.
 */
export function PointsRedemption(props: PointsRedemptionProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const defaults = useMessageDefaults();
  const whyId = useId();
  const limitsId = useId();
  const refused = refusal(props.cardBrand, props.split);
  const why =
    refused === undefined
      ? undefined
      : refused.code === 'checkout.payment.pointsNotForCard'
        ? intl.formatMessage(
            { id: 'checkout.payment.pointsNotForCard' },
            { card: intl.formatMessage({ id: `cardBrand.${String(refused.card)}` }) },
          )
        : message(refused);
  const { split } = props;
  const redeeming = props.choice.redeemPoints && refused === undefined && split !== undefined;

  const move = (change: PaymentSplitChange) => {
    if (split === undefined) return;
    props.onPointsChange(adjustPaymentSplit(split, change).points);
  };

  return (
    <Box
      as="section"
      aria-label={intl.formatMessage({ id: 'checkout.payment.pointsTitle' })}
      borderWidth="1px"
      borderColor="card.border"
      bg="card.bg"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Checkbox.Root
          checked={redeeming}
          disabled={props.disabled === true || refused !== undefined}
          onCheckedChange={(details) => props.onRedeemChange(details.checked === true)}
          colorPalette="accent"
        >
          <Checkbox.HiddenInput
            name="redeemPoints"
            aria-describedby={why === undefined ? undefined : whyId}
          />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="semibold">
            {intl.formatMessage({ id: 'checkout.payment.redeem' }, { reward: defaults.reward })}
          </Checkbox.Label>
        </Checkbox.Root>
        {split === undefined ? null : (
          <chakra.p fontSize="sm" color="fg.muted">
            {intl.formatMessage(
              { id: 'checkout.payment.balance' },
              { points: money.points(split.pointsBalance) },
            )}
          </chakra.p>
        )}
        {why === undefined ? null : (
          <chakra.p id={whyId} fontSize="sm" color="fg.warning">
            {why}
          </chakra.p>
        )}
        {redeeming ? (
          <PointsSplit {...props} split={split} limitsId={limitsId} move={move} />
        ) : null}
      </Stack>
    </Box>
  );
}

function PointsSplit(
  props: PointsRedemptionProps & {
    readonly split: PaymentSplitContext;
    readonly limitsId: string;
    readonly move: (change: PaymentSplitChange) => void;
  },
) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const { split, limitsId, move } = props;
  const limits = paymentSplitLimits(split);
  const now = adjustPaymentSplit(split, {
    by: 'points',
    value: props.choice.points ?? Number.POSITIVE_INFINITY,
  });
  return (
    <Stack gap="4" pt="1">
      <Box>
        <chakra.label
          htmlFor={`${limitsId}-slider`}
          display="block"
          fontSize="sm"
          fontWeight="medium"
          mb="1"
        >
          {intl.formatMessage({ id: 'checkout.payment.pointsSlider' })}
        </chakra.label>
        <chakra.input
          id={`${limitsId}-slider`}
          type="range"
          min={0}
          max={limits.maxPoints}
          step={1}
          value={now.points}
          disabled={props.disabled}
          aria-valuetext={intl.formatMessage(
            { id: 'checkout.payment.splitValue' },
            { points: money.points(now.points), cash: money.thb(now.cash, '0,0.00') },
          )}
          aria-describedby={limitsId}
          width="full"
          height="8"
          cursor="pointer"
          css={{ accentColor: 'var(--chakra-colors-accent-solid)' }}
          onChange={(event) => move({ by: 'points', value: Number(event.target.value) })}
        />
        <chakra.p id={limitsId} fontSize="sm" color="fg.muted">
          {intl.formatMessage(
            { id: 'checkout.payment.splitLimits' },
            {
              points: money.points(limits.maxPoints),
              cash: money.thb(limits.minCash, '0,0.00'),
            },
          )}
        </chakra.p>
      </Box>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <DraftInput
          label={intl.formatMessage({ id: 'checkout.payment.pointsInput' })}
          name="points"
          inputMode="numeric"
          value={groupDigits(now.points, 0)}
          describedBy={limitsId}
          disabled={props.disabled}
          onCommit={(text) => move({ by: 'points', value: text })}
        />
        <DraftInput
          label={intl.formatMessage({ id: 'checkout.payment.cashInput' })}
          name="cash"
          inputMode="decimal"
          value={groupDigits(now.cash, 2)}
          describedBy={limitsId}
          disabled={props.disabled}
          onCommit={(text) => move({ by: 'cash', value: text })}
        />
      </Grid>
    </Stack>
  );
}
