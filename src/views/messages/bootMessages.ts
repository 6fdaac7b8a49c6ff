import { defineMessages } from 'react-intl';

// Shown before any dictionary can be loaded (the configuration itself failed), so these carry an
// English default that react-intl falls back to; the catalogues translate them as usual.
export const bootMessages = defineMessages({
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
  startupErrorTitle: { id: 'startup.error.title', defaultMessage: 'The application could not start' },
  startupErrorBody: {
    id: 'startup.error.body',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
  startupErrorRetry: { id: 'startup.error.retry', defaultMessage: 'Try again' },
});
