import { svgDocument } from './svg';
import type { TextOutliner, TextToSet } from './text-outline';

const NAME = { text: 'Rewards Store', weight: 700 } as const;
const THAI_NAME = { text: 'ร้านค้าแลกคะแนน', weight: 400 } as const;

/** The lines the logo sets: the name in English and in Thai. */
export const LOGO_TEXTS: readonly TextToSet[] = [NAME, THAI_NAME];

/**
 * The shop's logo: a gift-box mark and the name in both languages (as
 * outlines; `outliner` sets `LOGO_TEXTS`), 480 x 96.
 */
export function renderLogoImage(outliner: TextOutliner): string {
  const name = outliner.outline({ ...NAME, x: 84, y: 52, size: 34, anchor: 'start' });
  const thaiName = outliner.outline({ ...THAI_NAME, x: 86, y: 80, size: 18, anchor: 'start' });
  return svgDocument(
    480,
    96,
    'Rewards Store',
    `<rect x="8" y="18" width="60" height="60" rx="14" fill="#6b2fa0"/>
<rect x="16" y="42" width="44" height="28" rx="4" fill="#ffffff"/>
<rect x="13" y="34" width="50" height="10" rx="3" fill="#ffd54f"/>
<rect x="34" y="34" width="8" height="36" fill="#ffd54f"/>
<path d="M38 34 C30 22 20 26 26 34 M38 34 C46 22 56 26 50 34" fill="none" stroke="#ffd54f" stroke-width="4" stroke-linecap="round"/>
<path d="${name}" fill="#2b1a3d"/>
<path d="${thaiName}" fill="#6b2fa0"/>`,
  );
}
