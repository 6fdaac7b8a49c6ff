import { Theme } from '@radix-ui/themes';
import { lazy, Suspense, type ReactNode } from 'react';

// The Radix accent the generated scale replaces; its own colour file is the stand-in until then.
const ACCENT_SLOT = 'indigo';

const AccentStyle = lazy(() => import('./AccentStyle').then((m) => ({ default: m.AccentStyle })));

interface ThemeRootProps {
  appearance: 'light' | 'dark';
  grayColor: 'gray' | 'mauve';
  accentHex: string;
  children: ReactNode;
}

/** Radix Themes with the accent scale generated from the primary colour. */
export function ThemeRoot({ appearance, grayColor, accentHex, children }: ThemeRootProps) {
  return (
    <Theme appearance={appearance} accentColor={ACCENT_SLOT} grayColor={grayColor} radius="medium">
      <Suspense fallback={null}>
        <AccentStyle hex={accentHex} slot={ACCENT_SLOT} />
      </Suspense>
      {children}
    </Theme>
  );
}
