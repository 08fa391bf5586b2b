import { Box, SimpleGrid, chakra } from '@chakra-ui/react';
import { groupHomeGrid, type GridCategory } from '@rewards/domain';
import { useIntl } from 'react-intl';
import { CatalogueTile, type TileData } from '../catalogue-tile/catalogue-tile';

/** A category of the home grid. */
export interface GridCategoryTile extends GridCategory, TileData {
  readonly categoryId: string | number;
}

export interface CategoryGridProps {
  readonly categories: readonly GridCategoryTile[];
  /** Shows the grid's heading ('Shop by category'); hidden when the page already says so. */
  readonly showHeading?: boolean;
}

function shapeOf(membersInRow: number): 'normal' | 'highlight' | 'banner' {
  if (membersInRow === 1) return 'banner';
  return membersInRow === 2 ? 'highlight' : 'normal';
}

/**
 * The home page's categories: one row per group (the first digit of
 * `displayOrderGrid`, via the domain), each row sharing its width between its
 * categories on wide screens, two to a row on phones.
 */
export function CategoryGrid({ categories, showHeading = true }: CategoryGridProps) {
  const intl = useIntl();
  const groups = groupHomeGrid(categories);
  const label = intl.formatMessage({ id: 'categoryGrid.label' });
  return (
    <Box as="section" aria-label={showHeading ? undefined : label}>
      {showHeading ? (
        <chakra.h2 fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" mb="4">
          {label}
        </chakra.h2>
      ) : null}
      <Box display="flex" flexDirection="column" gap={{ base: '3', md: '5' }}>
        {groups.map((group) => (
          <SimpleGrid
            key={group.group}
            as="ul"
            listStyleType="none"
            gap={{ base: '3', md: '5' }}
            columns={{ base: 2, md: Math.min(group.categories.length, 4) }}
          >
            {group.categories.map((category) => (
              <chakra.li
                key={category.categoryId}
                gridColumn={
                  group.categories.length === 1 ? { base: 'span 2', md: 'auto' } : undefined
                }
              >
                <CatalogueTile tile={category} shape={shapeOf(group.categories.length)} />
              </chakra.li>
            ))}
          </SimpleGrid>
        ))}
      </Box>
    </Box>
  );
}
