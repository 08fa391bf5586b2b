import { Stack, chakra } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { ItemGrid } from '@rewards/ui';
import { useMessage } from '../../shared/i18n';
import { $recentCards } from './model';

/** "Recently viewed": up to 5 other items this browser viewed last; nothing when there are none. */
export function RecentlyViewed() {
  const message = useMessage();
  const cards = useUnit($recentCards);
  if (cards.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="recently-viewed" gap="4" mt="12">
      <chakra.h2 id="recently-viewed" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
        {message('storefront.recentlyViewed.title')}
      </chakra.h2>
      <ItemGrid items={cards} nameAs="h3" />
    </Stack>
  );
}
