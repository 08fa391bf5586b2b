import { Stack, Text } from '@chakra-ui/react';
import type { DecimalInput } from '@rewards/domain';
import { patternFor, type ThbPattern } from '../../i18n/format-thb';
import { useMoneyFormat } from '../../i18n/use-money-format';

export interface PriceTagProps {
  readonly amount: DecimalInput;
  /** How to write both amounts; by default the one way that fits them (`patternFor`). */
  readonly pattern?: ThbPattern;
  /** A struck-through earlier price. */
  readonly was?: DecimalInput;
  readonly size?: 'sm' | 'md' | 'lg';
}

/** A price in THB, written the way of the current language. */
export function PriceTag({ amount, pattern, was, size = 'md' }: PriceTagProps) {
  const written = pattern ?? (was === undefined ? patternFor(amount) : patternFor(amount, was));
  const format = useMoneyFormat();
  const fontSize = { sm: 'sm', md: 'md', lg: '2xl' }[size];
  return (
    <Stack direction="row" gap="2" align="baseline">
      <Text as="span" fontWeight="semibold" fontSize={fontSize} color="price">
        {format.thb(amount, written)}
      </Text>
      {was === undefined ? null : (
        <Text as="s" fontSize="sm" color="fg.muted">
          {format.thb(was, written)}
        </Text>
      )}
    </Stack>
  );
}
