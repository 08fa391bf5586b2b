import { Box, CheckboxCard, chakra } from '@chakra-ui/react';
import { localizedName, localizedText, type DecimalInput, type Named } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { useMoneyFormat } from '../../i18n/use-money-format';

/** The care plan (Apple Care) an item offers. */
export interface CarePlanData extends Named {
  /** Cash price for one unit of the item. */
  readonly price: DecimalInput;
  readonly description?: string;
  readonly thaiDescription?: string;
}

export interface CarePlanOptionProps {
  /** The plan the chosen item offers; nothing is shown without one. */
  readonly carePlan: CarePlanData | undefined;
  readonly checked: boolean;
  /** Ticked or unticked (the app applies the domain's `chooseCarePlan`). */
  readonly onCheckedChange: (checked: boolean) => void;
  /** Not yet choosable (e.g. while an attribute is still unchosen). */
  readonly disabled?: boolean;
}

/** The optional care plan as a card to tick: its name, price and description. */
export function CarePlanOption({
  carePlan,
  checked,
  onCheckedChange,
  disabled,
}: CarePlanOptionProps) {
  const intl = useIntl();
  const locale = useLocale();
  const money = useMoneyFormat();
  if (carePlan === undefined) return null;
  const description =
    carePlan.description === undefined
      ? undefined
      : localizedText(carePlan.description, carePlan.thaiDescription, locale);
  return (
    <Box as="section" aria-label={intl.formatMessage({ id: 'carePlan.heading' })}>
      <chakra.p fontWeight="semibold" mb="2">
        {intl.formatMessage({ id: 'carePlan.heading' })}
      </chakra.p>
      <CheckboxCard.Root
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        disabled={disabled}
        colorPalette="accent"
        variant="outline"
        align="start"
      >
        <CheckboxCard.HiddenInput />
        <CheckboxCard.Control>
          <CheckboxCard.Content>
            <CheckboxCard.Label display="flex" justifyContent="space-between" width="100%" gap="4">
              <span>{localizedName(carePlan, locale)}</span>
              <chakra.span fontWeight="semibold" color="price" flexShrink="0">
                {money.thb(carePlan.price)}
              </chakra.span>
            </CheckboxCard.Label>
            <CheckboxCard.Description opacity="1" color="fg.muted">
              {description ?? intl.formatMessage({ id: 'carePlan.optional' })}
            </CheckboxCard.Description>
          </CheckboxCard.Content>
          <CheckboxCard.Indicator />
        </CheckboxCard.Control>
      </CheckboxCard.Root>
    </Box>
  );
}
