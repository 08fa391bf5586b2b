import { Box, Button, Checkbox, Flex, Stack, chakra } from '@chakra-ui/react';
import {
  canApplyPromoCode,
  validatePromoCode,
  validateSpecialConfirmation,
  type DomainError,
  type Money,
} from '@rewards/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlurAfterPress } from '../../hooks/use-blur-after-press';
import { useErrorMessage } from '../../i18n/use-error-message';
import { useMoneyFormat } from '../../i18n/use-money-format';
import { ErrorMessages } from '../error-messages/error-messages';
import { FormField, SubmitButton } from '../form-field/form-field';

/** What a promotion asks before its discount is given (`checkPromoCode` answered `NEEDS_CONFIRMATION`). */
export interface PromoConfirmationRequest {
  readonly code: string;
  /** `special` Y: an e-mail address of an allowed domain. */
  readonly special: boolean;
  /** `specialConditionName`: who the promotion is for, shown beside the e-mail box. */
  readonly specialConditionName?: string | undefined;
  /** The allowed domains when the app knows them; otherwise the server judges the domain. */
  readonly specialConditionValue?: string | undefined;
  /** `tcRequired` Y: the promotion's terms must be acknowledged. */
  readonly tcRequired: boolean;
}

/** The promotion applied to the order. */
export interface AppliedPromoView {
  readonly code: string;
  readonly discount: Money;
  /** The promotion's description in the page's language. */
  readonly description?: string | undefined;
}

export interface PromoCodeBoxProps {
  /** The "I have a promotion code" box, which opens the code box. */
  readonly enabled: boolean;
  readonly onEnabledChange: (checked: boolean) => void;
  readonly code: string;
  readonly onCodeChange: (code: string) => void;
  /** Apply, with a code that `canApplyPromoCode` accepts. */
  readonly onApply: () => void;
  readonly applied?: AppliedPromoView | undefined;
  readonly onRemove: () => void;
  /** The code applies once confirmed: the e-mail and terms it asks for. */
  readonly confirmation?: PromoConfirmationRequest | undefined;
  readonly spcEmail: string;
  readonly onSpcEmailChange: (email: string) => void;
  readonly tcAcknowledged: boolean;
  readonly onTcAcknowledgedChange: (checked: boolean) => void;
  /** Confirm, with what `validateSpecialConfirmation` accepts. */
  readonly onConfirm: () => void;
  /** The code's refusal: the server's title in the page's language, or a domain code. */
  readonly error?: DomainError | string | undefined;
  /** The e-mail confirmation's refusal ('Invalid email address'). */
  readonly emailError?: DomainError | string | undefined;
  /** A check of the code is on its way. */
  readonly checking?: boolean;
  readonly disabled?: boolean;
}

/** A refusal as a list for a field's messages: none, a code or the server's text. */
function shown(error: DomainError | string | undefined): readonly (DomainError | string)[] {
  return error === undefined || error === '' ? [] : [error];
}

/**
 * The promotion code of the payment step (spec sections 4, 5 and 8): a box
 * that opens the code field; Apply needs a code (`validatePromoCode`) and is
 * refused while a discount is applied or a confirmation is pending
 * (`canApplyPromoCode`); the applied discount with Remove; the special
 * e-mail and the terms when the promotion asks for them
 * (`validateSpecialConfirmation`); and the refusals where they belong.
 */
export function PromoCodeBox(props: PromoCodeBoxProps) {
  const intl = useIntl();
  const money = useMoneyFormat();
  const message = useErrorMessage();
  const titleId = useId();
  const [codeTouched, setCodeTouched] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const codeLeft = useBlurAfterPress(() => setCodeTouched(true));
  const emailLeft = useBlurAfterPress(() => setEmailTouched(true));
  const [confirmTried, setConfirmTried] = useState(false);
  const { applied, confirmation } = props;
  const busy = props.checking === true;

  const codeCheck = validatePromoCode(props.code);
  const codeErrors = codeTouched && !codeCheck.ok ? codeCheck.errors : [];
  const canApply = canApplyPromoCode({
    code: props.code,
    discountApplied: applied !== undefined,
    emailStepPending: confirmation !== undefined,
  });
  const applyReason =
    applied !== undefined
      ? intl.formatMessage({ id: 'checkout.promo.blockedApplied' })
      : confirmation !== undefined
        ? intl.formatMessage({ id: 'checkout.promo.blockedPending' })
        : codeCheck.ok
          ? intl.formatMessage({ id: 'checkout.promo.blockedNoCode' })
          : codeCheck.errors.map(message).join(' ');

  const confirmationErrors =
    confirmation === undefined
      ? {}
      : validateSpecialConfirmation(
          {
            special: confirmation.special,
            specialConditionValue: confirmation.specialConditionValue,
            tcRequired: confirmation.tcRequired,
          },
          { email: props.spcEmail, termsAcknowledged: props.tcAcknowledged },
        );
  // Without the allowed domains the browser checks the address only; the server judges its domain.
  const emailErrors = (confirmationErrors.email ?? []).filter(
    (error) =>
      confirmation?.specialConditionValue !== undefined ||
      error.code !== 'promotion.emailDomainNotAllowed',
  );
  const termsErrors = confirmationErrors.termsAcknowledged ?? [];
  const canConfirm = emailErrors.length === 0 && termsErrors.length === 0;

  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="card.border"
      bg="card.bg"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
    >
      <chakra.h3 id={titleId} fontSize="lg" fontWeight="semibold" mb="3">
        {intl.formatMessage({ id: 'checkout.promo.title' })}
      </chakra.h3>
      <Stack gap="4">
        <Checkbox.Root
          checked={props.enabled || applied !== undefined}
          disabled={props.disabled === true || applied !== undefined}
          onCheckedChange={(details) => props.onEnabledChange(details.checked === true)}
          colorPalette="accent"
        >
          <Checkbox.HiddenInput name="promoEnabled" />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">
            {intl.formatMessage({ id: 'checkout.promo.enable' })}
          </Checkbox.Label>
        </Checkbox.Root>

        {props.enabled || applied !== undefined ? (
          <Flex direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'flex-start' }}>
            <Box flex="1" minW="0">
              <FormField
                label={intl.formatMessage({ id: 'checkout.promo.code' })}
                name="promoCode"
                autoComplete="off"
                value={props.code}
                required={false}
                disabled={
                  props.disabled === true || confirmation !== undefined || applied !== undefined
                }
                errors={[...codeErrors, ...shown(props.error)]}
                onChange={(value) => {
                  setCodeTouched(true);
                  props.onCodeChange(value);
                }}
                onBlur={codeLeft}
              />
            </Box>
            <Box pt={{ sm: '7' }} flexShrink="0">
              <SubmitButton
                type="button"
                variant="outline"
                width="auto"
                blocked={!canApply}
                reason={applyReason}
                submitting={busy && confirmation === undefined}
                submittingText={intl.formatMessage({ id: 'checkout.promo.checking' })}
                onClick={() => {
                  if (canApply && !busy) props.onApply();
                  else setCodeTouched(true);
                }}
              >
                {intl.formatMessage({ id: 'checkout.promo.apply' })}
              </SubmitButton>
            </Box>
          </Flex>
        ) : null}

        {applied === undefined ? null : (
          <Flex
            align="center"
            justify="space-between"
            gap="3"
            borderWidth="1px"
            borderColor="accent.border"
            bg="accent.subtle"
            borderRadius="l2"
            px="4"
            py="3"
          >
            <Box minW="0" aria-live="polite">
              <chakra.p fontWeight="semibold">
                {intl.formatMessage(
                  { id: 'checkout.promo.applied' },
                  { code: applied.code, amount: money.thb(applied.discount) },
                )}
              </chakra.p>
              {applied.description === undefined ? null : (
                <chakra.p fontSize="sm" color="fg.muted">
                  {applied.description}
                </chakra.p>
              )}
            </Box>
            <Button
              variant="outline"
              size="sm"
              flexShrink="0"
              disabled={props.disabled === true || busy}
              aria-label={intl.formatMessage(
                { id: 'checkout.promo.removeCode' },
                { code: applied.code },
              )}
              onClick={props.onRemove}
            >
              {intl.formatMessage({ id: 'checkout.promo.remove' })}
            </Button>
          </Flex>
        )}

        {confirmation === undefined ? null : (
          <Stack
            as="section"
            aria-label={intl.formatMessage({ id: 'checkout.promo.confirmTitle' })}
            gap="4"
            borderTopWidth="1px"
            borderColor="border"
            pt="4"
          >
            <chakra.p fontSize="sm">
              {intl.formatMessage(
                { id: 'checkout.promo.confirmIntro' },
                { code: confirmation.code },
              )}
            </chakra.p>
            {confirmation.special ? (
              <FormField
                label={intl.formatMessage({ id: 'checkout.promo.email' })}
                name="spcEmail"
                type="email"
                inputMode="email"
                autoComplete="email"
                value={props.spcEmail}
                hint={
                  confirmation.specialConditionName === undefined
                    ? undefined
                    : intl.formatMessage(
                        { id: 'checkout.promo.emailHint' },
                        { condition: confirmation.specialConditionName },
                      )
                }
                errors={[
                  ...(emailTouched || confirmTried ? emailErrors : []),
                  ...shown(props.emailError),
                ]}
                disabled={props.disabled}
                onChange={(value) => {
                  setEmailTouched(true);
                  props.onSpcEmailChange(value);
                }}
                onBlur={emailLeft}
              />
            ) : null}
            {confirmation.tcRequired ? (
              <Box>
                <Checkbox.Root
                  checked={props.tcAcknowledged}
                  disabled={props.disabled}
                  invalid={confirmTried && termsErrors.length > 0}
                  onCheckedChange={(details) =>
                    props.onTcAcknowledgedChange(details.checked === true)
                  }
                  colorPalette="accent"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput name="promoTerms" />
                  <Checkbox.Control mt="1" />
                  <Checkbox.Label fontWeight="normal">
                    {intl.formatMessage({ id: 'checkout.promo.terms' })}
                  </Checkbox.Label>
                </Checkbox.Root>
                <ErrorMessages errors={confirmTried ? termsErrors : []} />
              </Box>
            ) : null}
            <Box alignSelf={{ sm: 'flex-start' }}>
              <SubmitButton
                type="button"
                width="auto"
                blocked={!canConfirm}
                reason={intl.formatMessage({ id: 'checkout.promo.confirmBlocked' })}
                submitting={busy}
                submittingText={intl.formatMessage({ id: 'checkout.promo.checking' })}
                onClick={() => {
                  if (canConfirm && !busy) props.onConfirm();
                  else setConfirmTried(true);
                }}
              >
                {intl.formatMessage({ id: 'checkout.promo.confirm' })}
              </SubmitButton>
            </Box>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
