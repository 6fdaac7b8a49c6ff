// Whether a template is the administrator's, the shipped default, or the English one standing in.
import { Badge } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { MailTemplateSource } from '../../graphql/generated';
import { mt } from './messages';

const COLOUR = { CUSTOM: 'blue', DEFAULT: 'gray', FALLBACK: 'amber' } as const;

export function SourceBadge({ source }: { source: MailTemplateSource }) {
  const intl = useIntl();
  return (
    <Badge color={COLOUR[source]} variant="soft" highContrast>
      {intl.formatMessage(mt[`source${source}`])}
    </Badge>
  );
}
