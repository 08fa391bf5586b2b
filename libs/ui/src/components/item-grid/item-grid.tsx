import { SimpleGrid, Skeleton, chakra } from '@chakra-ui/react';
import { EmptyState } from '../empty-state/empty-state';
import { ItemCard, type ItemCardData } from '../item-card/item-card';

export interface ItemGridProps {
  readonly items: readonly ItemCardData[];
  /** The element of each item's name. */
  readonly nameAs?: 'h2' | 'h3' | 'p';
  /** The first answer is on its way: three placeholder cards in the grid's columns. */
  readonly loading?: boolean;
  /** Whether the points feature is on: the cards then show points prices. */
  readonly pointsEnabled?: boolean;
  /** The grid opens the page: its first row's pictures are fetched first (the largest paint). */
  readonly priority?: boolean;
}

/** The cards of the first row on the widest layout (3 per row). */
const FIRST_ROW = 3;

const COLUMNS = { base: 1, md: 2, lg: 3 } as const;
const PLACEHOLDERS = [0, 1, 2] as const;

/**
 * Items in a grid: 1 column on phones, 2 on tablets, 3 on wide screens (spec:
 * 3 per row). No items shows 'No item found'.
 */
export function ItemGrid({
  items,
  nameAs,
  loading = false,
  pointsEnabled = false,
  priority = false,
}: ItemGridProps) {
  if (loading) {
    return (
      <SimpleGrid columns={COLUMNS} gap={{ base: '4', md: '6' }} aria-busy="true">
        {PLACEHOLDERS.map((key) => (
          <Skeleton key={key} height="80" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (items.length === 0) return <EmptyState kind="items" />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={COLUMNS} gap={{ base: '4', md: '6' }}>
      {items.map((item, index) => (
        <chakra.li key={item.code}>
          <ItemCard
            item={item}
            nameAs={nameAs}
            pointsEnabled={pointsEnabled}
            priority={priority && index < FIRST_ROW}
          />
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}
