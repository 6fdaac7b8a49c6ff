import { Theme } from '@radix-ui/themes';
import { useMemo, type ReactNode } from 'react';
import { accentStyleSheet, ACCENT_SLOT } from '../services/palette';

interface ThemeRootProps {
  appearance: 'light' | 'dark';
  grayColor: 'gray' | 'mauve';
  accentHex: string;
  children: ReactNode;
}

/**
 * Radix Themes with the generated accent scale. The stylesheet replaces the accent slot's tokens for
 * both appearances and sets `--primary-color` on the document root; React hoists it into <head>.
 */
export function ThemeRoot({ appearance, grayColor, accentHex, children }: ThemeRootProps) {
  const css = useMemo(() => accentStyleSheet(accentHex), [accentHex]);
  return (
    <Theme appearance={appearance} accentColor={ACCENT_SLOT} grayColor={grayColor} radius="medium">
      <style href={`accent-${accentHex}`} precedence="high">
        {css}
      </style>
      {children}
    </Theme>
  );
}
