import { sample } from 'effector';
import { apiFailed } from '../../shared/api/errors';
import { $cardBrand, $ippConfig, $query, cardBrandChosen, fetchIppConfigFx } from './units';

// ---------------------------------------------------------------- payment options

// The payment-option screen needs the instalment config, asked for once.
sample({
  clock: $query,
  source: { config: $ippConfig, pending: fetchIppConfigFx.pending },
  filter: ({ config, pending }, query) =>
    query.screen === 'payment-option' && config === null && !pending,
  target: fetchIppConfigFx,
});
// The config is kept for the screen; a failure is said in the error modal.
sample({ clock: fetchIppConfigFx.doneData, target: $ippConfig });
sample({ clock: fetchIppConfigFx.failData, target: apiFailed });

// The card chosen decides which prices apply.
sample({ clock: cardBrandChosen, target: $cardBrand });
