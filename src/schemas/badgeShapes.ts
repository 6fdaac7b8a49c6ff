// What the badge shapes and icons look like, as SVG geometry: each shape's outline and the free area it
// leaves for icon and text, each icon's paths on a 24 × 24 grid. Pure data and arithmetic.
import type { BadgeIcon, BadgeShape } from './badgeDesignSchema';

/** Two decimals, as the SVG writes its numbers. */
export const round = (n: number) => Math.round(n * 100) / 100;

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

export interface ShapeDrawing {
  /** The outline, filled with the colour. */
  body: (attrs: string) => string;
  /** Where icon and text go: centre and the radius of the free area. */
  cx: number;
  cy: number;
  r: number;
}

// The viewBox is 0 0 100 100; each shape leaves a margin so its outline stroke is not cut off.
export const SHAPES: Record<BadgeShape, ShapeDrawing> = {
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
export const ICONS: Record<Exclude<BadgeIcon, 'none'>, IconPart[]> = {
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
