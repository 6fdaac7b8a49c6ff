// The accent scale the way Radix's custom-colour tool builds it: find the two Radix scales nearest
// to the brand colour, blend them, move the blend onto the brand's hue and chroma, put the brand
// colour itself at step 9, and derive alpha steps against the page background.
import {
  tomato,
  tomatoDark,
  red,
  redDark,
  ruby,
  rubyDark,
  crimson,
  crimsonDark,
  pink,
  pinkDark,
  plum,
  plumDark,
  purple,
  purpleDark,
  violet,
  violetDark,
  iris,
  irisDark,
  indigo,
  indigoDark,
  blue,
  blueDark,
  cyan,
  cyanDark,
  teal,
  tealDark,
  jade,
  jadeDark,
  green,
  greenDark,
  grass,
  grassDark,
  brown,
  brownDark,
  orange,
  orangeDark,
  sky,
  skyDark,
  mint,
  mintDark,
  lime,
  limeDark,
  yellow,
  yellowDark,
  amber,
  amberDark,
  gold,
  goldDark,
  bronze,
  bronzeDark,
  gray,
  grayDark,
  mauve,
  mauveDark,
  slate,
  slateDark,
  sage,
  sageDark,
  olive,
  oliveDark,
  sand,
  sandDark,
} from '@radix-ui/colors';
import { deltaEOK, mixOklch, oklchToRgb, parseHex, rgbToHex, rgbToOklch, type Oklch } from './oklch';

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

const BACKGROUND: Record<Appearance, string> = { light: '#ffffff', dark: '#111111' };

// The reference scales (solid steps only, named imports so the bundle keeps just these).
const lightScales = {
  tomato,
  red,
  ruby,
  crimson,
  pink,
  plum,
  purple,
  violet,
  iris,
  indigo,
  blue,
  cyan,
  teal,
  jade,
  green,
  grass,
  brown,
  orange,
  sky,
  mint,
  lime,
  yellow,
  amber,
  gold,
  bronze,
  gray,
  mauve,
  slate,
  sage,
  olive,
  sand,
};
const darkScales = {
  tomato: tomatoDark,
  red: redDark,
  ruby: rubyDark,
  crimson: crimsonDark,
  pink: pinkDark,
  plum: plumDark,
  purple: purpleDark,
  violet: violetDark,
  iris: irisDark,
  indigo: indigoDark,
  blue: blueDark,
  cyan: cyanDark,
  teal: tealDark,
  jade: jadeDark,
  green: greenDark,
  grass: grassDark,
  brown: brownDark,
  orange: orangeDark,
  sky: skyDark,
  mint: mintDark,
  lime: limeDark,
  yellow: yellowDark,
  amber: amberDark,
  gold: goldDark,
  bronze: bronzeDark,
  gray: grayDark,
  mauve: mauveDark,
  slate: slateDark,
  sage: sageDark,
  olive: oliveDark,
  sand: sandDark,
};

function referenceScales(appearance: Appearance): Map<string, Oklch[]> {
  const scales = new Map<string, Oklch[]>();
  for (const [name, scale] of Object.entries(appearance === 'dark' ? darkScales : lightScales)) {
    scales.set(
      name,
      Object.values(scale as Record<string, string>).map((hex) => rgbToOklch(parseHex(hex) ?? [0, 0, 0])),
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
export function accentStyleSheet(hex: string, slot: string): string {
  const primary = parseHex(hex) ? hex : DEFAULT_PRIMARY_COLOR;
  const rules = [`:root{--primary-color:${primary};}`];
  for (const appearance of ['light', 'dark'] as const) {
    const selector = `.${appearance}[data-accent-color='${slot}'],.${appearance} [data-accent-color='${slot}']`;
    rules.push(`${selector}{${declarations(accentVariables(generateAccentPalette(primary, appearance)))}}`);
  }
  return rules.join('\n');
}
