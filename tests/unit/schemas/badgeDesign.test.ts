import { describe, expect, it } from 'vitest';
import {
  BADGE_ICONS,
  BADGE_PALETTE,
  BADGE_SHAPES,
  badgeDesignSchema,
  badgeSvg,
  badgeSvgDataUrl,
  contrastRatio,
  defaultBadgeDesign,
  foregroundOn,
  type BadgeDesign,
} from '../../../src/schemas/badgeDesign';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Parsed as XML (not HTML, which forgives everything): a parse error is a <parsererror> document. */
function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

const design = (over: Partial<BadgeDesign> = {}): BadgeDesign => ({ ...defaultBadgeDesign(), ...over });

describe('badgeDesignSchema', () => {
  it('accepts every shape, icon and palette colour and normalises the colour and text', () => {
    for (const shape of BADGE_SHAPES)
      for (const icon of BADGE_ICONS)
        expect(badgeDesignSchema.safeParse({ shape, icon, colour: '#ABCDEF', text: '' }).success).toBe(true);
    for (const { hex } of BADGE_PALETTE)
      expect(badgeDesignSchema.safeParse(design({ colour: hex })).success).toBe(true);
    const parsed = badgeDesignSchema.parse({
      shape: 'star',
      icon: 'book',
      colour: ' #A0B0C0 ',
      text: '  10\u200b×  ',
    });
    expect(parsed).toEqual({ shape: 'star', icon: 'book', colour: '#a0b0c0', text: '10×' });
    expect(badgeDesignSchema.parse({ shape: 'star', icon: 'book', colour: '#000000' }).text).toBe('');
  });

  it('refuses unknown choices with a stable code per field', () => {
    const codes = (input: unknown) => {
      const result = badgeDesignSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    };
    expect(codes(design({ shape: 'blob' as never }))).toEqual(['shape:shape.invalid']);
    expect(codes(design({ icon: 'skull' as never }))).toEqual(['icon:icon.invalid']);
    expect(codes(design({ colour: 'red' }))).toEqual(['colour:colour.invalid']);
    expect(codes(design({ colour: '#12345' }))).toEqual(['colour:colour.invalid']);
    expect(codes(design({ colour: 'url(#x)' }))).toEqual(['colour:colour.invalid']);
    expect(codes(design({ text: 'x'.repeat(17) }))).toEqual(['text:text.tooLong']);
    expect(codes({ ...design(), text: 42 })).toEqual(['text:text.tooLong']);
  });

  it('counts characters as people do: 16 emoji fit, 17 do not', () => {
    expect(badgeDesignSchema.safeParse(design({ text: '🏆'.repeat(16) })).success).toBe(true);
    expect(badgeDesignSchema.safeParse(design({ text: '🏆'.repeat(17) })).success).toBe(false);
  });
});

describe('contrast', () => {
  it('every palette colour carries its foreground at 4.5:1 or more', () => {
    for (const { hex } of BADGE_PALETTE)
      expect(contrastRatio(hex, foregroundOn(hex))).toBeGreaterThanOrEqual(4.5);
  });

  it('any colour gets the better of black and white (never below 4.5:1)', () => {
    for (let v = 0; v < 0x1000000; v += 0x0f0f0f) {
      const hex = `#${v.toString(16).padStart(6, '0')}`;
      expect(contrastRatio(hex, foregroundOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
    expect(foregroundOn('#ffff00')).toBe('#000000');
    expect(foregroundOn('#1d4ed8')).toBe('#ffffff');
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('badgeSvg', () => {
  it('draws every shape and icon as a well-formed standalone SVG', () => {
    for (const shape of BADGE_SHAPES)
      for (const icon of BADGE_ICONS)
        for (const text of ['', 'SCORM']) {
          const root = parse(badgeSvg(design({ shape, icon, text })));
          expect(root.namespaceURI).toBe(SVG_NS);
          expect(root.getAttribute('viewBox')).toBe('0 0 100 100');
          expect(root.firstElementChild?.tagName).toBe('title');
          // Something is drawn besides the outline, unless there is nothing to draw.
          const drawn = root.querySelectorAll('path, text, circle, rect, polygon').length;
          expect(drawn).toBeGreaterThan(icon === 'none' && !text ? 0 : 1);
        }
  });

  it('refers to nothing outside itself', () => {
    const svg = badgeSvg(design({ shape: 'ribbon', icon: 'rocket', text: 'Go' }));
    expect(svg).not.toMatch(/href|url\(|@import|<image|<style|<script|\sid=/i);
    expect(parse(svg).querySelector('text')?.getAttribute('font-family')).toBe('sans-serif');
  });

  it('escapes the text and the title', () => {
    const root = parse(badgeSvg(design({ text: '<&">\'' }), { title: 'A & <B> "c"' }));
    expect(root.querySelector('text')?.textContent).toBe('<&">\'');
    expect(root.querySelector('title')?.textContent).toBe('A & <B> "c"');
    expect(root.querySelectorAll('script')).toHaveLength(0);
  });

  it('draws text and icon in the colour that contrasts with the body', () => {
    for (const colour of ['#f2b705', '#1d4ed8']) {
      const root = parse(badgeSvg(design({ colour, text: '10×' })));
      const fg = foregroundOn(colour);
      expect(root.querySelector('text')?.getAttribute('fill')).toBe(fg);
      expect(root.querySelector('g path')?.getAttribute('fill')).toBe(fg);
      expect(root.querySelector('circle')?.getAttribute('fill')).toBe(colour);
    }
  });

  it('sizes the image and bounds the size', () => {
    expect(parse(badgeSvg(design(), { size: 64 })).getAttribute('width')).toBe('64');
    expect(parse(badgeSvg(design())).getAttribute('width')).toBe('256');
    expect(parse(badgeSvg(design(), { size: 1e9 })).getAttribute('width')).toBe('4096');
    expect(parse(badgeSvg(design(), { size: -3 })).getAttribute('height')).toBe('16');
  });

  it('names the image by the title, else the text, else "Badge"', () => {
    expect(
      parse(badgeSvg(design({ text: 'SCORM' }), { title: 'Fire safety' })).querySelector('title')
        ?.textContent,
    ).toBe('Fire safety');
    expect(parse(badgeSvg(design({ text: 'SCORM' }))).querySelector('title')?.textContent).toBe('SCORM');
    expect(parse(badgeSvg(design())).querySelector('title')?.textContent).toBe('Badge');
  });

  it('shrinks long text to fit the shape', () => {
    const size = (text: string) =>
      Number(
        parse(badgeSvg(design({ text })))
          .querySelector('text')
          ?.getAttribute('font-size'),
      );
    expect(size('ABCDEFGHIJKLMNOP')).toBeLessThan(size('10×'));
    expect(size('ABCDEFGHIJKLMNOP') * 16 * 0.62).toBeLessThanOrEqual(38 * 1.7 + 0.01);
  });

  it('draws an old stored design with unknown choices with the defaults instead of failing', () => {
    const root = parse(badgeSvg({ shape: 'blob', icon: 'skull', colour: 'nope', text: 'x' } as never));
    expect(root.querySelector('circle')?.getAttribute('fill')).toBe(BADGE_PALETTE[0].hex);
  });

  it('makes a data URL that decodes to the same SVG', () => {
    const url = badgeSvgDataUrl(design({ text: '#1 & 100%' }));
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(badgeSvg(design({ text: '#1 & 100%' })));
  });
});
