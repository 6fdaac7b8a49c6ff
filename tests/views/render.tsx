import './setup';
import { Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../public/assets/i18n/en.json';
import de from '../../public/assets/i18n/de.json';
import sw from '../../public/assets/i18n/sw.json';

export const catalogues: Record<string, Record<string, string>> = { en, de, sw };

/** Renders a view with the providers the shell gives it: theme, messages and an in-memory location. */
export function renderView(ui: ReactElement, { path = '/dashboard', locale = 'en' } = {}) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={catalogues[locale]} onError={failOnMissing}>
      <Theme>
        <Router hook={location.hook}>{children}</Router>
      </Theme>
    </IntlProvider>
  );
  // As a wrapper, so rerender() keeps the providers.
  const result = render(ui, { wrapper });
  return { ...result, location };
}

// A missing or broken message must fail the test, not fall back silently to its id.
function failOnMissing(error: Error) {
  throw error;
}
