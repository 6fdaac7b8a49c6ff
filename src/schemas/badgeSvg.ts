// The SVG drawn from a badge's design, once, for the designer's live preview and the server (the Open
// Badges image served as SVG and, through sharp, as PNG), so the preview is exactly the image a learner
// downloads. Pure string building. The SVG stands alone (no external fonts, images or ids that could
// collide when inlined) and the text and icon are drawn in black or white, whichever reads better on the
// chosen colour (never below 4.5:1).
import {
  BADGE_COLOUR_PATTERN,
  BADGE_ICONS,
  BADGE_PALETTE,
  foregroundOn,
  textLength,
  type BadgeDesign,
  type BadgeIcon,
} from './badgeDesignSchema';
import { ICONS, round, SHAPES } from './badgeShapes';
import { plainLine } from './plainText';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

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
  const colour = BADGE_COLOUR_PATTERN.test(design.colour)
    ? design.colour.toLowerCase()
    : BADGE_PALETTE[0].hex;
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
