import { describe, expect, it } from 'vitest';
import { indigo, indigoDark } from '@radix-ui/colors';
import { accentStyleSheet, accentVariables, generateAccentPalette } from '../../src/services/palette';
import { deltaEOK, parseHex, rgbToOklch } from '../../src/services/oklch';

const ok = (hex: string) => rgbToOklch(parseHex(hex)!);
const lightness = (hex: string) => ok(hex).l;

describe('accent palette', () => {
  it('keeps the brand colour at step 9 and builds 12 monotonic steps in both appearances', () => {
    const light = generateAccentPalette('#5761ee', 'light');
    const dark = generateAccentPalette('#5761ee', 'dark');
    for (const p of [light, dark]) {
      expect(p.solid).toHaveLength(12);
      expect(p.alpha).toHaveLength(12);
      expect(p.solid[8]).toBe('#5761ee');
    }
    const l = light.solid.map(lightness);
    for (let i = 1; i < 8; i++) expect(l[i]).toBeLessThan(l[i - 1]!);
    const d = dark.solid.map(lightness);
    for (let i = 1; i < 8; i++) expect(d[i]).toBeGreaterThan(d[i - 1]!);
    expect(light.contrast).toBe('#ffffff');
  });

  it('reproduces a Radix scale closely when given that scale’s own step 9', () => {
    const light = generateAccentPalette(indigo.indigo9, 'light');
    const dark = generateAccentPalette(indigoDark.indigo9, 'dark');
    Object.values(indigo).forEach((hex, i) =>
      expect(deltaEOK(ok(hex), ok(light.solid[i]!))).toBeLessThan(0.03),
    );
    Object.values(indigoDark).forEach((hex, i) =>
      expect(deltaEOK(ok(hex), ok(dark.solid[i]!))).toBeLessThan(0.05),
    );
  });

  it('gives alpha steps that composite back to the solid steps over the page background', () => {
    const p = generateAccentPalette('#0a8f5c', 'light');
    p.alpha.forEach((a, i) => {
      const [r, g, b] = parseHex(a.slice(0, 7))!;
      const alpha = parseInt(a.slice(7), 16) / 255;
      const composite = [r, g, b].map((v) => v * alpha + (1 - alpha));
      const solid = parseHex(p.solid[i]!)!;
      composite.forEach((v, c) => expect(Math.abs(v - solid[c]!)).toBeLessThan(2.5 / 255));
    });
  });

  it('uses dark text on a light brand colour', () => {
    expect(lightness(generateAccentPalette('#ffe629', 'light').contrast)).toBeLessThan(0.4);
  });

  it('exposes Radix accent variables and a stylesheet with --primary-color on the root', () => {
    const vars = accentVariables(generateAccentPalette('#5761ee', 'light'));
    expect(Object.keys(vars)).toEqual(
      expect.arrayContaining([
        '--accent-1',
        '--accent-12',
        '--accent-a1',
        '--accent-a12',
        '--accent-contrast',
        '--accent-surface',
      ]),
    );
    const css = accentStyleSheet('#5761ee', 'indigo');
    expect(css).toContain(':root{--primary-color:#5761ee;}');
    expect(css).toContain(".light[data-accent-color='indigo']");
    expect(css).toContain(".dark [data-accent-color='indigo']");
  });

  it('falls back to the default colour for a value that is not a hex colour', () => {
    expect(accentStyleSheet('red;}body{display:none', 'indigo')).toContain('--primary-color:#5761ee;');
  });
});
