import { SVG_FONT_FAMILY, escapeXml, svgDocument } from './svg';

/** The shop's logo: a gift-box mark and the name in both languages, 480 x 96; `fontCss` as for banners. */
export function renderLogoImage(fontCss = ''): string {
  const font = escapeXml(SVG_FONT_FAMILY);
  return svgDocument(
    480,
    96,
    'Rewards Store',
    `<rect x="8" y="18" width="60" height="60" rx="14" fill="#6b2fa0"/>
<rect x="16" y="42" width="44" height="28" rx="4" fill="#ffffff"/>
<rect x="13" y="34" width="50" height="10" rx="3" fill="#ffd54f"/>
<rect x="34" y="34" width="8" height="36" fill="#ffd54f"/>
<path d="M38 34 C30 22 20 26 26 34 M38 34 C46 22 56 26 50 34" fill="none" stroke="#ffd54f" stroke-width="4" stroke-linecap="round"/>
<text x="84" y="52" font-family="${font}" font-size="34" font-weight="700" fill="#2b1a3d">Rewards Store</text>
<text x="86" y="80" font-family="${font}" font-size="18" fill="#6b2fa0">ร้านค้าแลกคะแนน</text>`,
    fontCss,
  );
}
