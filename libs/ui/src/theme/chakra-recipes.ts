import {
  badgeRecipe,
  buttonRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  iconRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes the shop uses, and only those: the full default theme
 * costs about 16 KB gzip more in the first page's JavaScript. A Chakra
 * component whose recipe is missing renders unstyled, so add its recipe here
 * (keyed by the component's recipe name) when a component starts using one.
 */
/** Fields take their surface from the `input` tokens, so they follow the dark theme. */
const fieldSurface = { bg: 'input.bg', color: 'fg' } as const;

export const chakraRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  icon: iconRecipe,
  input: { ...inputRecipe, base: { ...inputRecipe.base, ...fieldSurface } },
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const chakraSlotRecipes = {
  checkbox: checkboxSlotRecipe,
  checkboxCard: checkboxCardSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: {
    ...nativeSelectSlotRecipe,
    base: {
      ...nativeSelectSlotRecipe.base,
      field: { ...nativeSelectSlotRecipe.base?.field, ...fieldSurface },
    },
  },
};
