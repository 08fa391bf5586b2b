import { Badge, Box, Button, Flex, chakra } from '@chakra-ui/react';
import { countryCodeOrDefault, type AddressFormValues } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import { addressText, regionName, type RegionOption } from './address-types';

export interface AddressViewProps {
  /** 'Billing address' or 'Shipping address'. */
  readonly title: string;
  readonly values: AddressFormValues;
  readonly regions: readonly RegionOption[];
  /** Offers Edit (the app goes back to the address step). */
  readonly onEdit?: () => void;
  /** Edit's accessible name ('Edit the billing address'). */
  readonly editLabel?: string;
  readonly titleAs?: 'h3' | 'h4';
}

/** An address as the review and the order result show it, with Edit when offered. */
export function AddressView({
  title,
  values,
  regions,
  onEdit,
  editLabel,
  titleAs = 'h3',
}: AddressViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const Title = chakra[titleAs];
  const text = (field: keyof AddressFormValues) => addressText(values, field).trim();
  const lines = [
    text('companyName'),
    [text('address1'), text('address2')].filter((part) => part !== '').join(' '),
    text('street'),
    [text('district'), text('city')].filter((part) => part !== '').join(', '),
    [regionName(regions, text('region'), locale), text('postalCode')]
      .filter((part) => part !== '')
      .join(' '),
  ].filter((line) => line !== '');
  const phone = text('mobilePhone1');
  return (
    <Box
      borderWidth="1px"
      borderColor="card.border"
      bg="card.bg"
      borderRadius="l3"
      px={{ base: '4', md: '5' }}
      py="4"
      minW="0"
    >
      <Flex align="center" justify="space-between" gap="3" mb="2">
        <Title fontWeight="semibold">{title}</Title>
        {onEdit === undefined ? null : (
          <Button variant="ghost" size="sm" me="-2" aria-label={editLabel} onClick={onEdit}>
            {intl.formatMessage({ id: 'checkout.review.edit' })}
          </Button>
        )}
      </Flex>
      <chakra.address fontStyle="normal" lineHeight="1.6" overflowWrap="anywhere">
        <chakra.span display="block" fontWeight="medium">
          {text('fullName')}
        </chakra.span>
        {lines.map((line) => (
          <chakra.span key={line} display="block">
            {line}
          </chakra.span>
        ))}
        {phone === '' ? null : (
          <chakra.span display="block" color="fg.muted">
            {`${countryCodeOrDefault(values.countryCode)} ${phone}`}
          </chakra.span>
        )}
        {text('email') === '' ? null : (
          <chakra.span display="block" color="fg.muted">
            {text('email')}
          </chakra.span>
        )}
      </chakra.address>
      {addressText(values, 'businessAddress') === 'Y' ? (
        <Badge mt="2" variant="subtle">
          {intl.formatMessage({ id: 'checkout.review.businessAddress' })}
        </Badge>
      ) : null}
    </Box>
  );
}
