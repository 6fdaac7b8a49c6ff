// The accent scale the way Radix's custom-colour tool builds it: find the two Radix scales nearest
// to the brand colour, blend them, move the blend onto the brand's hue and chroma, put the brand
// colour itself at step 9, and derive alpha steps against the page background.
import * as radix from '@radix-ui/colors';

// sRGB <-> OKLab/OKLCH (Björn Ottosson's matrices): a colour library would cost more bundle than
// these few lines.

export interface Oklch {
  l: number;
  c: number;
  /** Degrees, 0..360. */
  h: number;
}

type Rgb = readonly [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const digits = m[1].length === 3 ? [...m[1]].map((d) => d + d).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as unknown as Rgb;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

export function rgbToOklch([r, g, b]: Rgb): Oklch {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const rad = (h * Math.PI) / 180;
  const A = c * Math.cos(rad);
  const B = c * Math.sin(rad);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** Converts to sRGB, reducing chroma until the colour fits (CSS Color 4's gamut-mapping idea). */
export function oklchToRgb(colour: Oklch): Rgb {
  let lin = oklchToLinear(colour);
  if (!inGamut(lin)) {
    let lo = 0;
    let hi = colour.c;
    for (let i = 0; i < 20; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(oklchToLinear({ ...colour, c: mid }))) lo = mid;
      else hi = mid;
    }
    lin = oklchToLinear({ ...colour, c: lo });
  }
  return lin.map((v) => fromLinear(Math.min(1, Math.max(0, v)))) as unknown as Rgb;
}

const hexByte = (v: number) =>
  Math.round(Math.min(1, Math.max(0, v)) * 255)
    .toString(16)
    .padStart(2, '0');

export const rgbToHex = (rgb: Rgb, alpha?: number) =>
  `#${rgb.map(hexByte).join('')}${alpha === undefined ? '' : hexByte(alpha)}`;

/** Euclidean distance in OKLab (colorjs.io's deltaEOK). */
export function deltaEOK(x: Oklch, y: Oklch): number {
  const ax = x.c * Math.cos((x.h * Math.PI) / 180);
  const bx = x.c * Math.sin((x.h * Math.PI) / 180);
  const ay = y.c * Math.cos((y.h * Math.PI) / 180);
  const by = y.c * Math.sin((y.h * Math.PI) / 180);
  return Math.hypot(x.l - y.l, ax - ay, bx - by);
}

/** Mixes in OKLCH along the shorter hue arc, as `Color.mix(..., { space: 'oklch' })` does. */
export function mixOklch(x: Oklch, y: Oklch, t: number): Oklch {
  let dh = y.h - x.h;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  const h = (x.h + dh * t + 360) % 360;
  return { l: x.l + (y.l - x.l) * t, c: x.c + (y.c - x.c) * t, h };
}

export type Appearance = 'light' | 'dark';

export interface AccentPalette {
  appearance: Appearance;
  /** Steps 1..12, solid sRGB hex. */
  solid: string[];
  /** Steps 1..12 as translucent colours that look like `solid` over the page background. */
  alpha: string[];
  /** Text colour on step 9. */
  contrast: string;
  surface: string;
  indicator: string;
  track: string;
}

export const DEFAULT_PRIMARY_COLOR = '#5761ee';

// The Radix slot our generated values replace; the Theme is given this accent name.
export const ACCENT_SLOT = 'indigo';

const BACKGROUND: Record<Appearance, string> = { light: '#ffffff', dark: '#111111' };

type Scale = Record<string, string>;
const scaleNames = [
  'tomato',
  'red',
  'ruby',
  'crimson',
  'pink',
  'plum',
  'purple',
  'violet',
  'iris',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'jade',
  'green',
  'grass',
  'brown',
  'orange',
  'sky',
  'mint',
  'lime',
  'yellow',
  'amber',
  'gold',
  'bronze',
  'gray',
  'mauve',
  'slate',
  'sage',
  'olive',
  'sand',
] as const;

const radixScales = radix as unknown as Record<string, Scale>;

function referenceScales(appearance: Appearance): Map<string, Oklch[]> {
  const scales = new Map<string, Oklch[]>();
  for (const name of scaleNames) {
    const scale = radixScales[appearance === 'dark' ? `${name}Dark` : name];
    if (!scale) continue;
    scales.set(
      name,
      Object.values(scale).map((hex) => rgbToOklch(parseHex(hex) ?? [0, 0, 0])),
    );
  }
  return scales;
}

function blendNearestScales(source: Oklch, appearance: Appearance): Oklch[] {
  const nearest = [...referenceScales(appearance)]
    .map(([name, steps]) => ({ name, steps, distance: Math.min(...steps.map((s) => deltaEOK(source, s))) }))
    .sort((x, y) => x.distance - y.distance);
  const [a, b] = nearest;
  if (!a || !b) throw new Error('no reference scales');
  if (a.distance === 0) return a.steps;
  // Where the source sits between the two nearest colours (law of cosines, as Radix does).
  const c = Math.min(...a.steps.map((s, i) => deltaEOK(s, b.steps[i] ?? s)));
  const cosA = (a.distance ** 2 + c ** 2 - b.distance ** 2) / (2 * a.distance * c || 1);
  const cosB = (b.distance ** 2 + c ** 2 - a.distance ** 2) / (2 * b.distance * c || 1);
  const tanA = cosA / Math.sqrt(Math.max(1e-9, 1 - cosA ** 2));
  const tanB = cosB / Math.sqrt(Math.max(1e-9, 1 - cosB ** 2));
  const ratio = Number.isFinite(tanA / tanB) ? Math.min(0.5, Math.max(0, tanA / tanB) * 0.5) : 0;
  return a.steps.map((step, i) => mixOklch(step, b.steps[i] ?? step, ratio));
}

// Hover darkens on a light page and lightens on a dark one, as Radix's own step 10 does.
function hoverOf({ l, c, h }: Oklch, appearance: Appearance): Oklch {
  return appearance === 'light' && l > 0.4
    ? { l: l - 0.03 / (l + 0.1), c: c * 0.93, h }
    : { l: l + 0.03 / (l + 0.1), c, h };
}

/** The translucent colour that, composited over `background`, gives `target` with the least alpha. */
function alphaOver(target: string, background: string): string {
  const t = parseHex(target) ?? [0, 0, 0];
  const bg = parseHex(background) ?? [1, 1, 1];
  const alpha = Math.max(
    ...t.map((v, i) => {
      const b = bg[i] ?? 0;
      if (v > b) return (v - b) / (1 - b);
      if (v < b) return (b - v) / b;
      return 0;
    }),
  );
  if (alpha <= 0) return rgbToHex(t, 0);
  const colour = t.map((v, i) => (v - (1 - alpha) * (bg[i] ?? 0)) / alpha) as unknown as typeof t;
  return rgbToHex(colour, alpha);
}

export function generateAccentPalette(hex: string, appearance: Appearance): AccentPalette {
  const rgb = parseHex(hex) ?? parseHex(DEFAULT_PRIMARY_COLOR)!;
  const source = rgbToOklch(rgb);
  const blended = blendNearestScales(source, appearance);
  const closest = [...blended].sort((x, y) => deltaEOK(source, x) - deltaEOK(source, y))[0] ?? source;
  const chromaRatio = closest.c > 0 ? source.c / closest.c : 1;
  const shifted = blended.map((step) => ({
    l: step.l,
    c: Math.min(source.c * 1.5, step.c * chromaRatio),
    h: source.c < 1e-4 ? step.h : source.h,
  }));
  shifted[8] = source;
  shifted[9] = hoverOf(source, appearance);
  const solid = shifted.map((step, i) => (i === 8 ? rgbToHex(rgb) : rgbToHex(oklchToRgb(step))));
  const background = BACKGROUND[appearance];
  const step2 = solid[1] ?? background;
  return {
    appearance,
    solid,
    alpha: solid.map((s) => alphaOver(s, background)),
    // White text unless the brand colour is light (yellow, lime, sky...), then the darkest step.
    contrast:
      source.l < 0.72
        ? '#ffffff'
        : rgbToHex(oklchToRgb({ l: 0.25, c: Math.min(source.c, 0.08), h: source.h })),
    surface: `${step2}${appearance === 'light' ? 'cc' : '80'}`,
    indicator: solid[8] ?? rgbToHex(rgb),
    track: solid[8] ?? rgbToHex(rgb),
  };
}

/** The CSS custom properties Radix Themes reads for its accent colour. */
export function accentVariables(palette: AccentPalette): Record<string, string> {
  const vars: Record<string, string> = {};
  palette.solid.forEach((v, i) => (vars[`--accent-${i + 1}`] = v));
  palette.alpha.forEach((v, i) => (vars[`--accent-a${i + 1}`] = v));
  vars['--accent-contrast'] = palette.contrast;
  vars['--accent-surface'] = palette.surface;
  vars['--accent-indicator'] = palette.indicator;
  vars['--accent-track'] = palette.track;
  return vars;
}

const declarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}:${v};`)
    .join('');

/**
 * A stylesheet that sets `--primary-color` on the document root and, for both appearances, replaces
 * the accent tokens wherever the theme's accent slot is in use. The appearance class in the selector
 * makes it more specific than Radix's own `[data-accent-color]` rules, whatever the load order.
 */
export function accentStyleSheet(hex: string): string {
  const primary = parseHex(hex) ? hex : DEFAULT_PRIMARY_COLOR;
  const rules = [`:root{--primary-color:${primary};}`];
  for (const appearance of ['light', 'dark'] as const) {
    const selector = `.${appearance}[data-accent-color='${ACCENT_SLOT}'],.${appearance} [data-accent-color='${ACCENT_SLOT}']`;
    rules.push(`${selector}{${declarations(accentVariables(generateAccentPalette(primary, appearance)))}}`);
  }
  return rules.join('\n');
}
