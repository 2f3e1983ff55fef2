// Simple silhouettes drawn around (0, 0) in a ±200 box, filled with the variation's colour, so
// a demo product's picture says what it is and which colour was chosen.

export const GLYPHS = [
  'shirt',
  'trousers',
  'dress',
  'shoe',
  'bag',
  'belt',
  'sunglasses',
  'scarf',
  'cap',
  'socks',
  'bed',
  'mug',
  'plant',
  'succulent',
  'pot',
  'tool',
  'lamp',
  'frame',
  'service',
] as const;

export type Glyph = (typeof GLYPHS)[number];

// One stroke-width per element: an attribute written twice makes the whole file invalid XML,
// which a browser refuses to draw (a broken image served with status 200).
const stroke = (dark: string, width = 8) =>
  `stroke="${dark}" stroke-width="${width}" stroke-linejoin="round"`;

/** Brushed metal, for buckles. */
const METAL = '#c9ced6';

export function glyph(kind: Glyph, fill: string, dark: string): string {
  const s = stroke(dark);
  switch (kind) {
    case 'shirt':
      return `<path d="M-70-170 L-170-120 L-200-20 L-130 0 L-120-60 L-120 180 L120 180 L120-60 L130 0 L200-20 L170-120 L70-170 Q0-110 -70-170Z" fill="${fill}" ${s}/>`;
    case 'trousers':
      return `<path d="M-120-180 L120-180 L140 190 L30 190 L0-40 L-30 190 L-140 190Z" fill="${fill}" ${s}/><path d="M-120-140 L120-140" ${s} fill="none"/>`;
    case 'dress':
      return `<path d="M-60-190 L60-190 L80-60 L180 190 L-180 190 L-80-60Z" fill="${fill}" ${s}/><path d="M-80-60 Q0-30 80-60" ${s} fill="none"/>`;
    case 'shoe':
      return `<path d="M-190 40 L-190-60 Q-120-40 -60-90 L40 0 Q150 10 190 60 L190 110 L-190 110Z" fill="${fill}" ${s}/><path d="M-190 80 L190 80" ${s} fill="none"/>`;
    case 'bag':
      return `<path d="M-80-60 Q-80-170 0-170 Q80-170 80-60" fill="none" ${s}/><rect x="-170" y="-70" width="340" height="250" rx="24" fill="${fill}" ${s}/>`;
    case 'belt':
      // A strap with its holes and tip, through a buckle and a keeper loop.
      return `<path d="M-150-36 L150-36 L196 0 L150 36 L-150 36Z" fill="${fill}" ${s}/>${[40, 80, 120].map((x) => `<circle cx="${x}" r="9" fill="${dark}"/>`).join('')}<rect x="-70" y="-50" width="34" height="100" rx="6" fill="${fill}" ${s}/><rect x="-196" y="-70" width="110" height="140" rx="22" fill="none" ${stroke(dark, 30)}/><rect x="-196" y="-70" width="110" height="140" rx="22" fill="none" stroke="${METAL}" stroke-width="16"/><path d="M-141 0 L-78 0" stroke="${METAL}" stroke-width="14" stroke-linecap="round"/>`;
    case 'sunglasses':
      // Round lenses in a frame of the variation's colour, seen from the front.
      return `<path d="M-176-30 L-200-58 M176-30 L200-58" fill="none" ${stroke(fill, 18)} stroke-linecap="round"/><path d="M-28-12 Q0-44 28-12" fill="none" ${stroke(fill, 18)} stroke-linecap="round"/>${[-100, 100].map((cx) => `<circle cx="${cx}" r="78" fill="#243240" ${stroke(fill, 20)}/><path d="M${cx - 44}-22 Q${cx - 34}-50 ${cx - 6}-56" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="12" stroke-linecap="round"/>`).join('')}`;
    case 'scarf':
      // A square silk scarf standing on a corner, with a printed border.
      return `<rect x="-135" y="-135" width="270" height="270" rx="12" transform="rotate(45)" fill="${fill}" ${s}/><rect x="-100" y="-100" width="200" height="200" rx="6" transform="rotate(45)" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="10" stroke-dasharray="22 12"/><circle r="34" fill="#fff" fill-opacity=".7"/>`;
    case 'cap':
      // A baseball cap from the side: crown with its seam and button, brim to the right.
      return `<path d="M90 40 Q200 30 205 80 Q160 100 60 90Z" fill="${fill}" ${s}/><path d="M-180 70 Q-190-130 -10-140 Q150-140 150 70Z" fill="${fill}" ${s}/><path d="M-10-140 Q-70-40 -50 70" fill="none" ${s}/><circle cx="-10" cy="-146" r="16" fill="${fill}" ${s}/>`;
    case 'socks':
      // A pair of socks, the second behind the first, with ribbed cuffs.
      return [70, -50]
        .map(
          (x) =>
            `<g transform="translate(${x} 0)"><path d="M-70-180 L40-180 L40 80 Q40 170 -50 170 L-130 170 Q-170 170 -170 130 Q-170 95 -130 85 L-70 70Z" fill="${fill}" ${s}/><path d="M-70-140 L40-140 M-70-120 L40-120" fill="none" ${s}/></g>`,
        )
        .join('');
    case 'bed':
      return `<rect x="-190" y="-40" width="380" height="170" rx="20" fill="${fill}" ${s}/><rect x="-160" y="-120" width="140" height="80" rx="30" fill="#fff" ${s}/><rect x="20" y="-120" width="140" height="80" rx="30" fill="#fff" ${s}/>`;
    case 'mug':
      return `<path d="M90-60 Q190-60 190 30 Q190 120 90 120" fill="none" ${stroke(dark, 24)}/><rect x="-160" y="-140" width="260" height="310" rx="30" fill="${fill}" ${s}/>`;
    case 'plant':
      return `${leaves(fill, dark)}<path d="M-110 60 L110 60 L80 190 L-80 190Z" fill="#c4683f" ${s}/>`;
    case 'succulent':
      return `<g fill="${fill}" ${s}>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<ellipse cx="0" cy="-70" rx="38" ry="80" transform="rotate(${a})"/>`).join('')}<circle r="40"/></g>`;
    case 'pot':
      return `<path d="M-170-120 L170-120 L120 180 L-120 180Z" fill="${fill}" ${s}/><rect x="-190" y="-160" width="380" height="50" rx="12" fill="${fill}" ${s}/>`;
    case 'tool':
      return `<rect x="-18" y="-190" width="36" height="230" rx="14" fill="#8b5a2b" ${s}/><path d="M-90 40 L90 40 L70 150 Q0 200 -70 150Z" fill="${fill}" ${s}/>`;
    case 'lamp':
      return `<path d="M0-200 L0-90" ${s} fill="none"/><path d="M-170 90 Q-150-90 0-90 Q150-90 170 90Z" fill="${fill}" ${s}/><circle cy="120" r="40" fill="#ffe08a" ${s}/>`;
    case 'frame':
      return `<rect x="-160" y="-190" width="320" height="380" rx="8" fill="${fill}" ${s}/><rect x="-110" y="-140" width="220" height="280" fill="#fffaf0" ${s}/><path d="M-70 100 Q0-120 70 100" fill="none" stroke="#2f8f5b" stroke-width="14"/>`;
    case 'service':
      return `<circle r="170" fill="${fill}" ${s}/><path d="M-80 0 L-20 70 L90-70" fill="none" stroke="#fff" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
}

function leaves(fill: string, dark: string): string {
  return [-50, -15, 20, 55]
    .map(
      (angle) =>
        `<ellipse cx="0" cy="-90" rx="55" ry="120" transform="rotate(${angle} 0 60)" fill="${fill}" stroke="${dark}" stroke-width="8"/>`,
    )
    .join('');
}
