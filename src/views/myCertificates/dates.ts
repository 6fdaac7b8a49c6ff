import type { IntlShape } from 'react-intl';

/** A calendar day (YYYY-MM-DD) as the reader's locale writes it; noon UTC keeps it on its own day. */
export const formatDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
