import { Box, Button, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useUiLink } from '../../link/ui-link';

export interface NotFoundPageProps {
  readonly homeHref: string;
}

/** The page of an address the shop does not have: says so and leads home. */
export function NotFoundPage({ homeHref }: NotFoundPageProps) {
  const intl = useIntl();
  const Anchor = useUiLink();
  return (
    <Box maxW="prose" mx="auto" px="4" py={{ base: '12', md: '20' }} textAlign="center">
      <chakra.p
        aria-hidden="true"
        fontSize={{ base: '5xl', md: '7xl' }}
        fontWeight="bold"
        color="fg.muted"
      >
        404
      </chakra.p>
      <chakra.h1 fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" mt="2" lineHeight="1.4">
        {intl.formatMessage({ id: 'notFound.title' })}
      </chakra.h1>
      <chakra.p mt="3" color="fg.muted">
        {intl.formatMessage({ id: 'notFound.body' })}
      </chakra.p>
      <Button asChild colorPalette="accent" mt="8">
        <Anchor href={homeHref}>{intl.formatMessage({ id: 'notFound.home' })}</Anchor>
      </Button>
    </Box>
  );
}
