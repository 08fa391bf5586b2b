import { Box, Spinner, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ToolIcon } from '../../icons/icons';

export interface MaintenancePageProps {
  /** The app is checking whether the shop is back (it polls every 5000 ms): a quiet spinner. */
  readonly checking?: boolean;
}

/** The page shown while the shop is closed for maintenance (or cannot be reached). */
export function MaintenancePage({ checking = false }: MaintenancePageProps) {
  const intl = useIntl();
  return (
    <Box maxW="prose" mx="auto" px="4" py={{ base: '12', md: '20' }} textAlign="center">
      <Box
        mx="auto"
        boxSize="16"
        borderRadius="full"
        bg="gold.subtle"
        color="gold.fg"
        display="grid"
        placeItems="center"
      >
        <ToolIcon boxSize="8" />
      </Box>
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mt="6" lineHeight="1.4">
        {intl.formatMessage({ id: 'maintenance.title' })}
      </chakra.h1>
      <chakra.p mt="3">{intl.formatMessage({ id: 'maintenance.body' })}</chakra.p>
      <chakra.p
        mt="6"
        fontSize="sm"
        color="fg.muted"
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="2"
        role="status"
      >
        {checking ? <Spinner size="xs" /> : null}
        {intl.formatMessage({ id: 'maintenance.checking' })}
      </chakra.p>
    </Box>
  );
}
