import { useMemo } from 'react';
import { accentStyleSheet } from '../services/palette';

/**
 * The generated accent scale as a stylesheet (both appearances, plus `--primary-color` on the root);
 * React hoists it into <head>. Its own chunk: the reference scales are only needed once a colour is
 * known, and until then Radix's indigo scale (the nearest to the default colour) stands in.
 */
export function AccentStyle({ hex, slot }: { hex: string; slot: string }) {
  const css = useMemo(() => accentStyleSheet(hex, slot), [hex, slot]);
  return (
    <style href={`accent-${hex}`} precedence="high">
      {css}
    </style>
  );
}
