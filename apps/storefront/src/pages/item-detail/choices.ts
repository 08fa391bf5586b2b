import { sample } from 'effector';
import { chooseCarePlan, type ItemSelection } from '@rewards/domain';
import { choiceChanged } from '../../features/add-to-cart/model';
import { $location, navigateFx } from '../../shared/router/model';
import { updateQuery } from '../../shared/url/query';
import {
  $attributes,
  $colors,
  $group,
  $selection,
  carePlanToggled,
  choiceQuery,
  engravingEvent,
  fetchAttributesFx,
  fetchColorsFx,
  quantityChanged,
  screenRequested,
  selectionChanged,
  withChoices,
} from './units';
import { opened } from './url-and-item';

// ---------------------------------------------------------------- choices

// A choice in the picker is written to the URL without a new history entry (spec: choosing updates the URL with replace).
sample({
  clock: selectionChanged,
  source: { group: $group, location: $location },
  filter: ({ group }) => group !== null,
  fn: ({ group, location }, selection) => ({
    pathname: location.pathname,
    search: withChoices(
      location.search,
      choiceQuery(group as NonNullable<typeof group>, selection),
    ),
    replace: true,
  }),
  target: navigateFx,
});

// The care plan is ticked through the domain (only on a complete selection whose item offers one).
sample({
  clock: carePlanToggled,
  source: { group: $group, selection: $selection },
  filter: ({ group, selection }) => group !== null && selection !== null,
  fn: ({ group, selection }, wanted) =>
    chooseCarePlan(group as NonNullable<typeof group>, selection as ItemSelection, wanted),
  target: selectionChanged,
});

// The quantity is kept in the URL too (1, the default, is left out).
sample({
  clock: quantityChanged,
  source: $location,
  fn: (location, quantity) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { quantity: quantity === 1 ? undefined : quantity }),
    replace: true,
  }),
  target: navigateFx,
});

// Any new choice clears the refusal of the last add.
sample({ clock: [selectionChanged, quantityChanged, engravingEvent], target: choiceChanged });

// Another screen is a new history entry: Back returns to the item.
sample({
  clock: screenRequested,
  source: $location,
  fn: (location, screen) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { screen: screen === 'selection' ? undefined : screen }),
  }),
  target: navigateFx,
});

// ---------------------------------------------------------------- colours

// The picker names colours in the page's language and shows their swatch: the list is asked for once.
sample({
  clock: opened,
  source: { colors: $colors, pending: fetchColorsFx.pending },
  filter: ({ colors, pending }) => colors.length === 0 && !pending,
  target: fetchColorsFx,
});
// The colours arrive once and stay for every item.
sample({ clock: fetchColorsFx.doneData, target: $colors });

// The picker names each attribute as the shop's list does, in the page's language: asked for once.
sample({
  clock: opened,
  source: { attributes: $attributes, pending: fetchAttributesFx.pending },
  filter: ({ attributes, pending }) => attributes.length === 0 && !pending,
  target: fetchAttributesFx,
});
// The attributes arrive once and stay for every item.
sample({ clock: fetchAttributesFx.doneData, target: $attributes });
