import { sample } from 'effector';
import { initialEngravingState, nextEngravingState } from '@rewards/domain';
import { $location, navigateFx } from '../../shared/router/model';
import { updateQuery } from '../../shared/url/query';
import { $engraving, $engravingRules, $query, $savedLines, engravingEvent } from './units';

// ---------------------------------------------------------------- engraving

const engravingScreen = sample({
  clock: [$query, $savedLines],
  source: { query: $query, lines: $savedLines, state: $engraving },
  filter: ({ lines }) => lines !== null,
});

// Outside the engraving screen the form shows what the URL saved.
sample({
  clock: engravingScreen,
  filter: ({ query }) => query.screen !== 'engraving',
  fn: ({ lines }) => initialEngravingState(lines ?? undefined),
  target: $engraving,
});

// Arriving on the engraving screen opens the form on the saved lines, warning when more than one unit is chosen.
sample({
  clock: engravingScreen,
  source: $engravingRules,
  filter: (rules, { query, state }) =>
    rules !== null && query.screen === 'engraving' && state.status !== 'filling',
  fn: (rules, { query, lines, state }) =>
    rules === null
      ? state
      : nextEngravingState(
          initialEngravingState(lines ?? undefined),
          { type: 'opened', quantity: query.quantity },
          rules,
        ),
  target: $engraving,
});

// Each action in the form moves it to its next state by the domain's rules.
const engravingNext = sample({
  clock: engravingEvent,
  source: { state: $engraving, rules: $engravingRules },
  filter: ({ rules }) => rules !== null,
  fn: ({ state, rules }, event) => ({
    before: state,
    after: rules === null ? state : nextEngravingState(state, event, rules),
    event,
  }),
});

// The form follows the domain's engraving states.
sample({ clock: engravingNext, fn: ({ after }) => after, target: $engraving });

// Save: the state the form reached when it accepted the lines.
const engravingSaved = sample({
  clock: engravingNext,
  filter: ({ before, after, event }) =>
    before.status === 'filling' && after.status === 'completed' && event.type === 'saveClicked',
  fn: ({ before, after }) => ({
    lines: after.status === 'completed' ? after.saved : { persMesg1: '', persMesg2: '' },
    quantityToOne:
      before.status === 'filling' &&
      before.warnings.some((warning) => warning.code === 'engraving.quantityWillBeSetToOne'),
  }),
});

// Saved: the lines go to the URL, the quantity becomes 1 when the form warned so, and the item screen returns.
sample({
  clock: engravingSaved,
  source: $location,
  fn: (location, { lines, quantityToOne }) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, {
      persMesg1: lines.persMesg1,
      persMesg2: lines.persMesg2,
      screen: undefined,
      ...(quantityToOne ? { quantity: undefined } : {}),
    }),
    replace: true,
  }),
  target: navigateFx,
});

// Cancel leaves the lines as they were and returns to the item.
sample({
  clock: engravingNext,
  source: $location,
  filter: (_, { event }) => event.type === 'cancelled',
  fn: (location) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { screen: undefined }),
    replace: true,
  }),
  target: navigateFx,
});

// Removing the engraving takes the lines out of the URL.
sample({
  clock: engravingNext,
  source: $location,
  filter: (_, { event }) => event.type === 'removed',
  fn: (location) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { persMesg1: undefined, persMesg2: undefined }),
    replace: true,
  }),
  target: navigateFx,
});
