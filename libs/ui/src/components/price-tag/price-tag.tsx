import { Stack, Text } from '@chakra-ui/react';
import type { DecimalInput } from '@rewards/domain';
import type { ThbPattern } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';

export interface PriceTagProps {
  readonly amount: DecimalInput;
  readonly pattern?: ThbPattern;
  /** A struck-through earlier price. */
  readonly was?: DecimalInput;
  readonly size?: 'sm' | 'md' | 'lg';
}

/** A price in THB, written the way of the current language. */
export function PriceTag({ amount, pattern = '0,0', was, size = 'md' }: PriceTagProps) {
  const format = useMoneyFormat();
  const fontSize = { sm: 'sm', md: 'md', lg: '2xl' }[size];
  return (
    <Stack direction="row" gap="2" align="baseline">
      <Text as="span" fontWeight="semibold" fontSize={fontSize} color="price">
        {format.thb(amount, pattern)}
      </Text>
      {was === undefined ? null : (
        <Text as="s" fontSize="sm" color="fg.muted">
          {format.thb(was, pattern)}
        </Text>
      )}
    </Stack>
  );
}
