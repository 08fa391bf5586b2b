import type { Palette } from './colour';

/** The kinds of device the shop draws, one silhouette each. */
export const DEVICE_KINDS = [
  'phone',
  'case',
  'tablet',
  'laptop',
  'desktop',
  'mini',
  'watch',
  'earbuds',
  'headphones',
  'pencil',
  'tag',
  'charger',
  'tvbox',
  'speaker',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Whether `value` names a device kind. */
export function isDeviceKind(value: string): value is DeviceKind {
  return (DEVICE_KINDS as readonly string[]).includes(value);
}

/** Where a device stands on the 800 x 800 canvas: its shadow's centre line and half width. */
interface Ground {
  readonly y: number;
  readonly halfWidth: number;
}

/** The part of an engraving picture where the text goes, on its 800 x 800 canvas. */
export interface EngravingArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Makes the ids of one drawing unique, so that two devices can share a picture. */
export type IdOf = (name: string) => string;

interface DeviceDrawing {
  /** The device seen as the shop shows it, centred on an 800 x 800 canvas. */
  readonly draw: (p: Palette, id: IdOf) => string;
  readonly ground: Ground;
  /** The back of the device where engraving goes, when it can be engraved. */
  readonly engraving?: {
    readonly draw: (p: Palette, id: IdOf) => string;
    readonly area: EngravingArea;
    readonly ground: Ground;
  };
}

/** The body gradient every device is filled with: lit from the top left. */
function bodyGradient(p: Palette, id: IdOf): string {
  return `<linearGradient id="${id('body')}" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${p.light}"/><stop offset="0.55" stop-color="${p.base}"/><stop offset="1" stop-color="${p.dark}"/>
</linearGradient>`;
}

/** A screen's picture: a calm gradient in the device's colour. */
function screenGradient(p: Palette, id: IdOf): string {
  return `<linearGradient id="${id('screen')}" x1="0" y1="0" x2="0.3" y2="1">
<stop offset="0" stop-color="${p.light}"/><stop offset="0.6" stop-color="${p.base}"/><stop offset="1" stop-color="#101014"/>
</linearGradient>`;
}

const GLASS = '#17171a';

function lens(cx: number, cy: number, r: number, p: Palette): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${GLASS}" stroke="${p.edge}" stroke-width="4"/>
<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.45)}" fill="#2b3a4f"/>
<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.3}" r="${Math.max(2, Math.round(r * 0.15))}" fill="#ffffff" opacity="0.5"/>`;
}

function phoneBack(p: Palette, id: IdOf, withCamera: boolean): string {
  const camera = withCamera
    ? `<rect x="292" y="122" width="138" height="138" rx="36" fill="${p.dark}" opacity="0.55"/>
${lens(332, 162, 25, p)}${lens(332, 222, 25, p)}${lens(392, 192, 25, p)}
<circle cx="392" cy="142" r="8" fill="#f4efe0"/>`
    : '';
  return `<defs>${bodyGradient(p, id)}</defs>
<rect x="262" y="196" width="8" height="56" rx="3" fill="${p.edge}"/>
<rect x="262" y="266" width="8" height="56" rx="3" fill="${p.edge}"/>
<rect x="530" y="230" width="8" height="84" rx="3" fill="${p.edge}"/>
<rect x="270" y="100" width="260" height="540" rx="54" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="280" y="110" width="240" height="520" rx="46" fill="none" stroke="${p.light}" stroke-opacity="0.6" stroke-width="2"/>
${camera}`;
}

function phoneCase(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
<rect x="252" y="86" width="296" height="568" rx="64" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="286" y="118" width="150" height="150" rx="40" fill="${GLASS}" stroke="${p.edge}" stroke-width="6"/>
${lens(328, 162, 22, p)}${lens(328, 224, 22, p)}${lens(392, 193, 22, p)}
<circle cx="400" cy="420" r="82" fill="none" stroke="${p.light}" stroke-width="6" stroke-opacity="0.7"/>
<rect x="393" y="506" width="14" height="44" rx="4" fill="${p.light}" opacity="0.7"/>
<rect x="242" y="220" width="12" height="70" rx="5" fill="${p.dark}"/>
<rect x="546" y="240" width="12" height="90" rx="5" fill="${p.dark}"/>`;
}

function tabletBack(p: Palette, id: IdOf, withCamera: boolean): string {
  const camera = withCamera
    ? `<rect x="240" y="136" width="58" height="58" rx="18" fill="${p.dark}" opacity="0.6"/>${lens(269, 165, 17, p)}`
    : '';
  return `<defs>${bodyGradient(p, id)}</defs>
<rect x="500" y="104" width="56" height="8" rx="3" fill="${p.edge}"/>
<rect x="215" y="110" width="370" height="520" rx="36" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="225" y="120" width="350" height="500" rx="28" fill="none" stroke="${p.light}" stroke-opacity="0.6" stroke-width="2"/>
${camera}
<rect x="370" y="612" width="60" height="8" rx="4" fill="${p.dark}" opacity="0.5"/>`;
}

function laptop(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}${screenGradient(p, id)}</defs>
<rect x="155" y="140" width="490" height="336" rx="22" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="165" y="150" width="470" height="318" rx="15" fill="#0b0b0d"/>
<rect x="180" y="166" width="440" height="288" rx="6" fill="url(#${id('screen')})"/>
<rect x="370" y="150" width="60" height="14" rx="6" fill="#0b0b0d"/>
<path d="M112 476 H688 Q702 476 697 489 L686 514 Q682 524 668 524 H132 Q118 524 114 514 L103 489 Q98 476 112 476 Z" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="345" y="476" width="110" height="10" rx="5" fill="${p.dark}" opacity="0.7"/>`;
}

function desktop(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}${screenGradient(p, id)}</defs>
<path d="M340 500 L460 500 L478 620 L322 620 Z" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="300" y="612" width="200" height="16" rx="8" fill="${p.dark}"/>
<rect x="140" y="100" width="520" height="410" rx="20" fill="${p.light}" stroke="${p.edge}" stroke-width="4"/>
<rect x="162" y="122" width="476" height="292" rx="6" fill="url(#${id('screen')})"/>
<path d="M140 430 H660 V490 Q660 510 640 510 H160 Q140 510 140 490 Z" fill="url(#${id('body')})"/>`;
}

function mini(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
<rect x="210" y="430" width="380" height="90" rx="34" fill="${p.dark}" stroke="${p.edge}" stroke-width="4"/>
<rect x="210" y="280" width="380" height="200" rx="44" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="232" y="300" width="336" height="160" rx="34" fill="none" stroke="${p.light}" stroke-opacity="0.6" stroke-width="2"/>
<circle cx="260" cy="498" r="5" fill="#7ed957"/>
<rect x="470" y="492" width="30" height="10" rx="5" fill="${GLASS}"/><rect x="515" y="492" width="30" height="10" rx="5" fill="${GLASS}"/>`;
}

function watch(p: Palette, id: IdOf): string {
  const ring = (r: number, colour: string, share: number) => {
    const length = 2 * Math.PI * r;
    return `<circle cx="400" cy="395" r="${r}" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="14"/>
<circle cx="400" cy="395" r="${r}" fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round" stroke-dasharray="${(length * share).toFixed(1)} ${length.toFixed(1)}" transform="rotate(-90 400 395)"/>`;
  };
  return `<defs>${bodyGradient(p, id)}</defs>
<rect x="335" y="70" width="130" height="220" rx="26" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="335" y="500" width="130" height="230" rx="26" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<circle cx="400" cy="600" r="6" fill="${p.dark}"/><circle cx="400" cy="640" r="6" fill="${p.dark}"/><circle cx="400" cy="680" r="6" fill="${p.dark}"/>
<rect x="494" y="326" width="20" height="50" rx="7" fill="${p.edge}"/>
<rect x="497" y="400" width="12" height="70" rx="5" fill="${p.edge}"/>
<rect x="296" y="245" width="208" height="300" rx="64" fill="${p.dark}" stroke="${p.edge}" stroke-width="4"/>
<rect x="314" y="263" width="172" height="264" rx="50" fill="#050506"/>
${ring(62, '#fa114f', 0.8)}${ring(44, '#92e82a', 0.62)}${ring(26, '#1eeaef', 0.9)}`;
}

function earbudsCase(p: Palette, id: IdOf): string {
  return `<rect x="270" y="330" width="260" height="230" rx="82" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<path d="M272 404 H528" stroke="${p.edge}" stroke-width="3" opacity="0.6"/>
<circle cx="400" cy="470" r="6" fill="#7ed957"/>`;
}

function bud(cx: number, p: Palette, id: IdOf, mirror: boolean): string {
  const flip = mirror ? ` transform="translate(${cx * 2} 0) scale(-1 1)"` : '';
  return `<g${flip}>
<rect x="${cx - 8}" y="372" width="28" height="120" rx="14" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="3" transform="rotate(8 ${cx} 372)"/>
<ellipse cx="${cx}" cy="362" rx="44" ry="46" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="3"/>
<ellipse cx="${cx + 14}" cy="358" rx="14" ry="16" fill="${GLASS}" opacity="0.7"/>
</g>`;
}

function earbuds(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
${bud(190, p, id, false)}${bud(610, p, id, true)}
${earbudsCase(p, id)}`;
}

function headphones(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
<path d="M252 430 C252 150 548 150 548 430" fill="none" stroke="${p.edge}" stroke-width="40" stroke-linecap="round"/>
<path d="M252 430 C252 150 548 150 548 430" fill="none" stroke="url(#${id('body')})" stroke-width="32" stroke-linecap="round"/>
<path d="M282 420 C282 205 518 205 518 420" fill="none" stroke="${p.light}" stroke-width="16" stroke-dasharray="2 6"/>
<rect x="196" y="380" width="128" height="200" rx="54" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="476" y="380" width="128" height="200" rx="54" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="304" y="396" width="34" height="168" rx="16" fill="${p.dark}"/>
<rect x="462" y="396" width="34" height="168" rx="16" fill="${p.dark}"/>
<rect x="560" y="366" width="22" height="26" rx="6" fill="${p.edge}"/>`;
}

function pencilBody(p: Palette, id: IdOf): string {
  return `<rect x="110" y="378" width="500" height="46" rx="12" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="3"/>
<rect x="112" y="380" width="496" height="10" rx="5" fill="${p.dark}" opacity="0.3"/>
<path d="M610 380 L694 401 L610 422 Z" fill="${p.light}" stroke="${p.edge}" stroke-width="3" stroke-linejoin="round"/>
<path d="M674 396 L694 401 L674 406 Z" fill="#4a4a4d"/>`;
}

function pencil(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs><g transform="rotate(-32 400 400)">${pencilBody(p, id)}</g>`;
}

function tag(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
<circle cx="400" cy="400" r="176" fill="${p.dark}" stroke="${p.edge}" stroke-width="4"/>
<circle cx="400" cy="392" r="166" fill="url(#${id('body')})"/>
<circle cx="400" cy="392" r="132" fill="none" stroke="${p.edge}" stroke-opacity="0.25" stroke-width="3"/>`;
}

function charger(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
<path d="M400 500 C400 610 250 590 246 680" fill="none" stroke="${p.edge}" stroke-width="18" stroke-linecap="round"/>
<path d="M400 500 C400 610 250 590 246 680" fill="none" stroke="${p.base}" stroke-width="12" stroke-linecap="round"/>
<rect x="300" y="290" width="200" height="210" rx="34" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="366" y="468" width="68" height="16" rx="8" fill="#3a3a3c"/>
<rect x="378" y="250" width="12" height="44" rx="4" fill="#c7c7cc"/><rect x="410" y="250" width="12" height="44" rx="4" fill="#c7c7cc"/>`;
}

function tvbox(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}</defs>
<rect x="170" y="430" width="340" height="100" rx="30" fill="${p.dark}" stroke="${p.edge}" stroke-width="4"/>
<rect x="170" y="400" width="340" height="90" rx="30" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<rect x="560" y="300" width="74" height="250" rx="26" fill="#d9d9de" stroke="#8e8e93" stroke-width="3"/>
<circle cx="597" cy="352" r="26" fill="#f2f2f7" stroke="#8e8e93" stroke-width="2"/>
<circle cx="597" cy="352" r="9" fill="#c7c7cc"/>`;
}

function speaker(p: Palette, id: IdOf): string {
  return `<defs>${bodyGradient(p, id)}
<pattern id="${id('mesh')}" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="2.4" fill="${p.edge}" opacity="0.35"/></pattern>
</defs>
<ellipse cx="400" cy="410" rx="180" ry="166" fill="url(#${id('body')})" stroke="${p.edge}" stroke-width="4"/>
<ellipse cx="400" cy="410" rx="180" ry="166" fill="url(#${id('mesh')})"/>
<ellipse cx="400" cy="268" rx="118" ry="28" fill="${p.dark}" opacity="0.7"/>
<ellipse cx="400" cy="266" rx="70" ry="14" fill="#ffffff" opacity="0.25"/>`;
}

/** Every kind's drawing, its shadow, and for the engravable ones their back with the text area. */
export const DEVICES: Readonly<Record<DeviceKind, DeviceDrawing>> = {
  phone: {
    draw: (p, id) => phoneBack(p, id, true),
    ground: { y: 664, halfWidth: 150 },
  },
  case: { draw: phoneCase, ground: { y: 676, halfWidth: 170 } },
  tablet: {
    draw: (p, id) => tabletBack(p, id, true),
    ground: { y: 654, halfWidth: 200 },
    engraving: {
      draw: (p, id) => tabletBack(p, id, false),
      area: { x: 255, y: 330, width: 290, height: 130 },
      ground: { y: 654, halfWidth: 200 },
    },
  },
  laptop: { draw: laptop, ground: { y: 540, halfWidth: 310 } },
  desktop: { draw: desktop, ground: { y: 640, halfWidth: 140 } },
  mini: { draw: mini, ground: { y: 540, halfWidth: 210 } },
  watch: { draw: watch, ground: { y: 750, halfWidth: 120 } },
  earbuds: {
    draw: earbuds,
    ground: { y: 580, halfWidth: 250 },
    engraving: {
      draw: (p, id) =>
        `<defs>${bodyGradient(p, id)}</defs><g transform="translate(-400 -450) scale(2)">${earbudsCase(p, id)}</g>`,
      area: { x: 220, y: 420, width: 360, height: 110 },
      ground: { y: 700, halfWidth: 270 },
    },
  },
  headphones: { draw: headphones, ground: { y: 600, halfWidth: 220 } },
  pencil: {
    draw: pencil,
    ground: { y: 620, halfWidth: 240 },
    engraving: {
      draw: (p, id) =>
        `<defs>${bodyGradient(p, id)}</defs><g transform="translate(-102 -101) scale(1.25)">${pencilBody(p, id)}</g>`,
      area: { x: 120, y: 378, width: 440, height: 44 },
      ground: { y: 470, halfWidth: 330 },
    },
  },
  tag: {
    draw: tag,
    ground: { y: 596, halfWidth: 170 },
    engraving: {
      draw: tag,
      area: { x: 300, y: 352, width: 200, height: 80 },
      ground: { y: 596, halfWidth: 170 },
    },
  },
  charger: { draw: charger, ground: { y: 690, halfWidth: 150 } },
  tvbox: { draw: tvbox, ground: { y: 560, halfWidth: 260 } },
  speaker: { draw: speaker, ground: { y: 592, halfWidth: 170 } },
};

/** The engraving area of a kind, or `undefined` when the kind is not engraved. */
export function engravingAreaOf(kind: DeviceKind): EngravingArea | undefined {
  return DEVICES[kind].engraving?.area;
}
