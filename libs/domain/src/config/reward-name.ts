import type { Language } from './business-constants';
import type { RawShopConfig } from './config-keys';
import { localizedText } from '../shared/localized-text';

/** What the programme's points are called when the settings do not say. */
export const DEFAULT_REWARD_NAME = { en: 'reward points', th: 'คะแนนสะสม' } as const;

/**
 * The programme's name for its points in a language, as messages show it in
 * place of `{reward}` (e.g. 'KSC FOREVER points'): `FE_REWARD_NAME` and
 * `FE_REWARD_NAME_THAI` (Thai unless blank, else English), or the default.
 */
export function rewardName(raw: RawShopConfig, lang: Language): string {
  const english = raw.FE_REWARD_NAME?.trim() || DEFAULT_REWARD_NAME.en;
  const thai =
    raw.FE_REWARD_NAME_THAI?.trim() || (raw.FE_REWARD_NAME?.trim() ? '' : DEFAULT_REWARD_NAME.th);
  return localizedText(english, thai, lang);
}
