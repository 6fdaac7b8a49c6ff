// A badge's built-in design (shape, colour, icon, short text) as data: the choices, the zod schema the
// designer and the server check it with, and the contrast rule the drawing (badgeSvg.ts) keeps. Pure.
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

/** A colour as #rrggbb, any case. */
export const BADGE_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;
const code = (error: BadgeDesignIssueCode) => ({ error });

/** Characters as a person counts them (an emoji or "×" is one), not UTF-16 units. */
export const textLength = (text: string) => [...text].length;

export const badgeDesignSchema = z.object({
  shape: z.enum(BADGE_SHAPES, code('shape.invalid')),
  colour: z.string(code('colour.invalid')).check(
    z.overwrite((v) => v.trim().toLowerCase()),
    z.regex(BADGE_COLOUR_PATTERN, code('colour.invalid')),
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
