import { catalogueTileRecipe } from './catalogue-tile';
import { itemCardRecipe } from './item-card';
import { optionChipRecipe } from './option-chip';

/** The shop's own recipes, registered beside Chakra's (see `system.ts`). */
export const shopRecipes = {
  optionChip: optionChipRecipe,
};

export const shopSlotRecipes = {
  itemCard: itemCardRecipe,
  catalogueTile: catalogueTileRecipe,
};
