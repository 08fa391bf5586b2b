import { SimpleGrid, chakra } from '@chakra-ui/react';
import { EmptyState } from '../empty-state/empty-state';
import { ItemCard, type ItemCardData } from '../item-card/item-card';

export interface ItemGridProps {
  readonly items: readonly ItemCardData[];
  /** The element of each item's name. */
  readonly nameAs?: 'h2' | 'h3' | 'p';
}

/**
 * Items in a grid: 1 column on phones, 2 on tablets, 3 on wide screens (spec:
 * 3 per row). No items shows 'No item found'.
 */
export function ItemGrid({ items, nameAs }: ItemGridProps) {
  if (items.length === 0) return <EmptyState kind="items" />;
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 1, md: 2, lg: 3 }}
      gap={{ base: '4', md: '6' }}
    >
      {items.map((item) => (
        <chakra.li key={item.code}>
          <ItemCard item={item} nameAs={nameAs} />
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}
