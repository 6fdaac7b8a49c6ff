// A badge's built-in design (shape, colour, icon, short text) and the SVG drawn from it, once, for the
// designer's live preview and the server (the Open Badges image served as SVG and, through sharp, as PNG),
// so the preview is exactly the image a learner downloads. Pure: zod/mini and string building only. The SVG
// stands alone (no external fonts, images or ids that could collide when inlined) and the text and icon
// are drawn in black or white, whichever reads better on the chosen colour (never below 4.5:1).
import * as z from 'zod/mini';
import { plainLine } from './plainText';

export const BADGE_SHAPES = ['circle', 'shield', 'hexagon', 'star', 'ribbon', 'square'] as const;
export type BadgeShape = (typeof BADGE_SHAPES)[number];

export const BADGE_ICONS = [
  'star',
  'trophy',
  'book',
  'check',
  'rocket',
  'heart',
  'lightbulb',
  'medal',
  'flag',
  'graduationCap',
  'clock',
  'people',
  'none',
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

/** Colours that carry black or white text at 4.5:1 or more (tested); any other #rrggbb may be typed. */
export const BADGE_PALETTE = [
  { id: 'indigo', hex: '#3e4ab8' },
  { id: 'blue', hex: '#1d4ed8' },
  { id: 'teal', hex: '#0f766e' },
  { id: 'green', hex: '#15803d' },
  { id: 'gold', hex: '#f2b705' },
  { id: 'orange', hex: '#c2410c' },
  { id: 'red', hex: '#b91c1c' },
  { id: 'pink', hex: '#be185d' },
  { id: 'purple', hex: '#7e22ce' },
  { id: 'slate', hex: '#334155' },
  { id: 'bronze', hex: '#9a5b13' },
  { id: 'silver', hex: '#c7cfd9' },
] as const;

export const BADGE_TEXT_MAX = 16;

export const BADGE_DESIGN_ISSUE_CODES = [
  'shape.invalid',
  'colour.invalid',
  'icon.invalid',
  'text.tooLong',
] as const;
export type BadgeDesignIssueCode = (typeof BADGE_DESIGN_ISSUE_CODES)[number];

const HEX = /^#[0-9a-f]{6}$/i;
const code = (error: BadgeDesignIssueCode) => ({ error });

/** Characters as a person counts them (an emoji or "×" is one), not UTF-16 units. */
export const textLength = (text: string) => [...text].length;

export const badgeDesignSchema = z.object({
  shape: z.enum(BADGE_SHAPES, code('shape.invalid')),
  colour: z.string(code('colour.invalid')).check(
    z.overwrite((v) => v.trim().toLowerCase()),
    z.regex(HEX, code('colour.invalid')),
  ),
  icon: z.enum(BADGE_ICONS, code('icon.invalid')),
  text: z._default(
    z.string(code('text.tooLong')).check(
      z.overwrite(plainLine),
      z.refine((v) => textLength(v) <= BADGE_TEXT_MAX, {
        ...code('text.tooLong'),
        params: { maximum: BADGE_TEXT_MAX },
      }),
    ),
    '',
  ),
});
export type BadgeDesign = z.output<typeof badgeDesignSchema>;

export const defaultBadgeDesign = (): BadgeDesign => ({
  shape: 'circle',
  colour: BADGE_PALETTE[0].hex,
  icon: 'star',
  text: '',
});

// --- Contrast (WCAG 2 relative luminance) ---

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Black or white, whichever contrasts more with the colour (for any colour that is at least 4.58:1). */
export function foregroundOn(colour: string): '#000000' | '#ffffff' {
  return contrastRatio(colour, '#000000') >= contrastRatio(colour, '#ffffff') ? '#000000' : '#ffffff';
}

// --- Drawing ---

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const round = (n: number) => Math.round(n * 100) / 100;

/** A regular star or polygon's outline around (cx, cy); inner = outer draws a polygon. */
function starPoints(cx: number, cy: number, points: number, outer: number, inner: number, turn = -90) {
  const out: string[] = [];
  const step = Math.PI / points;
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (turn * Math.PI) / 180 + i * step;
    out.push(`${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}

const circlePath = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

interface ShapeDrawing {
  /** The outline, filled with the colour. */
  body: (attrs: string) => string;
  /** Where icon and text go: centre and the radius of the free area. */
  cx: number;
  cy: number;
  r: number;
}

// The viewBox is 0 0 100 100; each shape leaves a margin so its outline stroke is not cut off.
const SHAPES: Record<BadgeShape, ShapeDrawing> = {
  circle: { body: (a) => `<circle cx="50" cy="50" r="46" ${a}/>`, cx: 50, cy: 50, r: 38 },
  square: {
    body: (a) => `<rect x="5" y="5" width="90" height="90" rx="16" ${a}/>`,
    cx: 50,
    cy: 50,
    r: 38,
  },
  hexagon: {
    body: (a) => `<polygon points="${starPoints(50, 50, 3, 47, 47)}" ${a}/>`,
    cx: 50,
    cy: 50,
    r: 34,
  },
  shield: {
    body: (a) => `<path d="M50 4L91 16V47C91 71 73 87 50 96C27 87 9 71 9 47V16Z" ${a}/>`,
    cx: 50,
    cy: 46,
    r: 32,
  },
  star: {
    body: (a) => `<polygon points="${starPoints(50, 50, 12, 47, 39, -90)}" ${a}/>`,
    cx: 50,
    cy: 50,
    r: 31,
  },
  ribbon: {
    body: (a) =>
      `<path d="M28 60L16 95L32 87L40 99L50 66ZM72 60L84 95L68 87L60 99L50 66Z" ${a}/>` +
      `<circle cx="50" cy="40" r="36" ${a}/>`,
    cx: 50,
    cy: 40,
    r: 29,
  },
};

interface IconPart {
  d: string;
  /** Drawn as a 2-unit line rather than filled. */
  stroke?: boolean;
}

// Icons on a 24 × 24 grid; fill-rule evenodd cuts the windows (rocket) out of the filled parts.
const ICONS: Record<Exclude<BadgeIcon, 'none'>, IconPart[]> = {
  star: [{ d: `M${starPoints(12, 12.8, 5, 10.5, 4.4).replace(/ /g, 'L')}Z` }],
  trophy: [
    { d: 'M7 3h10v5.5a5 5 0 0 1-10 0z' },
    { d: 'M7 5H4v1.5a3.5 3.5 0 0 0 3.5 3.5M17 5h3v1.5a3.5 3.5 0 0 1-3.5 3.5', stroke: true },
    { d: 'M11 13.5h2V18h-2zM7 18h10v3H7z' },
  ],
  book: [
    {
      d: 'M2.5 5c3.3-1.2 6.5-1 9 1v14.5c-2.5-1.8-5.7-2-9-1zM21.5 5c-3.3-1.2-6.5-1-9 1v14.5c2.5-1.8 5.7-2 9-1z',
    },
  ],
  check: [{ d: 'M4.5 12.5l5 5L19.5 7', stroke: true }],
  rocket: [
    { d: `M12 1.5c3.2 2.2 5 6 5 10.5l-1.8 4.5H8.8L7 12c0-4.5 1.8-8.3 5-10.5z${circlePath(12, 9.5, 2)}` },
    { d: 'M7 12.5l-3 4.5 3.8 1zM17 12.5l3 4.5-3.8 1zM10 17.5h4l-2 5z' },
  ],
  heart: [
    { d: 'M12 21s-8.5-5.3-8.5-11.2A4.6 4.6 0 0 1 12 7.2a4.6 4.6 0 0 1 8.5 2.6C20.5 15.7 12 21 12 21z' },
  ],
  lightbulb: [
    { d: 'M12 1.5a7 7 0 0 0-4 12.8V17h8v-2.7A7 7 0 0 0 12 1.5z' },
    { d: 'M8.5 18.5h7V20h-7zM10 21h4v1.5h-4z' },
  ],
  medal: [{ d: 'M5.5 1.5h4.5l3 7H8.5zM18.5 1.5H14l-3 7h4.5z' }, { d: circlePath(12, 15, 6.5) }],
  flag: [{ d: 'M4 2h2.2v20H4zM6.2 3H20l-3.5 4.8L20 12.6H6.2z' }],
  graduationCap: [
    { d: 'M12 4L1 9l11 5 11-5z' },
    { d: 'M5.5 11.6V16c0 1.8 2.9 3.2 6.5 3.2s6.5-1.4 6.5-3.2v-4.4L12 14.6z' },
    { d: 'M21.5 9.5v6.5', stroke: true },
  ],
  clock: [
    { d: circlePath(12, 12, 9.5), stroke: true },
    { d: 'M12 6.5V12l4 2.5', stroke: true },
  ],
  people: [
    { d: circlePath(9, 7.2, 3.4) },
    { d: 'M2.5 21c0-4.4 2.9-7.2 6.5-7.2s6.5 2.8 6.5 7.2z' },
    { d: circlePath(16.8, 8.2, 2.7) },
    { d: 'M14.9 14.1c.6-.2 1.2-.3 1.9-.3 3 0 4.9 2.6 4.9 6.6h-4.6c0-2.6-.8-4.8-2.2-6.3z' },
  ],
};

function iconMarkup(icon: BadgeIcon, x: number, y: number, size: number, fg: string) {
  if (icon === 'none') return '';
  const scale = round(size / 24);
  const parts = ICONS[icon]
    .map((p) =>
      p.stroke
        ? `<path d="${p.d}" fill="none" stroke="${fg}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<path d="${p.d}" fill="${fg}" fill-rule="evenodd"/>`,
    )
    .join('');
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${scale})">${parts}</g>`;
}

/** A font size that fits the text's width in the free area (bold sans: about 0.62 em a character). */
function textSize(text: string, width: number, max: number) {
  return round(Math.min(max, width / (Math.max(1, textLength(text)) * 0.62)));
}

export interface BadgeSvgOptions {
  /** Width and height in pixels (the viewBox stays 100 × 100); 256 when absent. */
  size?: number;
  /** The accessible name (<title>); the design's text, else "Badge". */
  title?: string;
}

/**
 * The design as a complete SVG document. Expects a valid design (parse it with badgeDesignSchema first);
 * an unknown shape or icon falls back to the default rather than throwing, so an old stored design still draws.
 */
export function badgeSvg(design: BadgeDesign, options: BadgeSvgOptions = {}): string {
  const size = Math.round(Math.min(4096, Math.max(16, options.size ?? 256)));
  const colour = HEX.test(design.colour) ? design.colour.toLowerCase() : BADGE_PALETTE[0].hex;
  const fg = foregroundOn(colour);
  const shape = SHAPES[design.shape] ?? SHAPES.circle;
  const icon: BadgeIcon = (BADGE_ICONS as readonly string[]).includes(design.icon) ? design.icon : 'star';
  const text = plainLine(design.text ?? '');
  const title = escapeXml(plainLine(options.title ?? '') || text || 'Badge');

  const { cx, cy, r } = shape;
  let content: string;
  if (text && icon !== 'none') {
    const iconSize = r * 0.95;
    const fontSize = textSize(text, r * 1.7, r * 0.48);
    content =
      iconMarkup(icon, cx - iconSize / 2, cy - r * 0.78, iconSize, fg) +
      textMarkup(text, cx, cy + r * 0.62, fontSize, fg);
  } else if (text) {
    const fontSize = textSize(text, r * 1.8, r * 0.8);
    content = textMarkup(text, cx, cy + fontSize * 0.35, fontSize, fg);
  } else {
    const iconSize = r * 1.3;
    content = iconMarkup(icon, cx - iconSize / 2, cy - iconSize / 2, iconSize, fg);
  }

  const outline = `fill="${colour}" stroke="${fg}" stroke-opacity="0.3" stroke-width="2.5" stroke-linejoin="round"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img">` +
    `<title>${title}</title>` +
    shape.body(outline) +
    content +
    `</svg>`
  );
}

function textMarkup(text: string, x: number, baseline: number, fontSize: number, fg: string) {
  return (
    `<text x="${round(x)}" y="${round(baseline)}" text-anchor="middle" font-family="sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="${fg}">${escapeXml(text)}</text>`
  );
}

/** The SVG as a data: URL for an <img> (the preview and the list's thumbnails). */
export const badgeSvgDataUrl = (design: BadgeDesign, options?: BadgeSvgOptions) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(badgeSvg(design, options))}`;
