import { combine } from 'effector';
import { rewardName } from '@rewards/domain';
import { $locale } from '../locale/model';
import { $rawConfig } from './model';

/** The programme's name for its points in the page's language, for `{reward}` in every message. */
export const $rewardName = combine($rawConfig, $locale, (raw, lang) => rewardName(raw ?? {}, lang));
