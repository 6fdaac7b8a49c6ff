// A badge's built-in design and the SVG drawn from it, under one import: the design's choices, schema and
// contrast (badgeDesignSchema.ts), the shapes' and icons' geometry (badgeShapes.ts) and the drawing
// (badgeSvg.ts). The app and the server import from here.
export * from './badgeDesignSchema';
export { badgeSvg, badgeSvgDataUrl, type BadgeSvgOptions } from './badgeSvg';
