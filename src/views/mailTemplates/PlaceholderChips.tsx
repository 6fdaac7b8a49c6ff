// The event's placeholders as chips: a click inserts it at the cursor of the field last used (a date with
// its format, a link as a tag around a label). Links belong in the body, so they are off for the subject;
// required links are marked.
import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import {
  MAIL_EVENT_DEFS,
  placeholdersOf,
  type MailEvent,
  type PlaceholderDef,
} from '../../schemas/mailEvents';
import { mt, placeholderName } from './messages';

export function PlaceholderChips({
  event,
  target,
  disabled,
  onInsert,
}: {
  event: MailEvent;
  target: 'subject' | 'body';
  disabled: boolean;
  onInsert(placeholder: PlaceholderDef): void;
}) {
  const intl = useIntl();
  const required = MAIL_EVENT_DEFS[event].requiredLinks;
  return (
    <Flex direction="column" gap="1">
      <Text as="p" size="2" weight="bold" id="mt-chips-label">
        {intl.formatMessage(mt.placeholders)}
      </Text>
      <Text as="p" size="1" color="gray">
        {intl.formatMessage(mt.placeholdersHint)}
      </Text>
      <div className="mt-chips" role="group" aria-labelledby="mt-chips-label">
        {placeholdersOf(event).map((p) => (
          <button
            key={p.name}
            type="button"
            disabled={disabled || (p.kind === 'LINK' && target === 'subject')}
            title={`{${p.name}}`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onInsert(p)}
          >
            {intl.formatMessage(placeholderName(p.name))}
            {required.includes(p.name) ? ` (${intl.formatMessage(mt.required)})` : ''}
          </button>
        ))}
      </div>
    </Flex>
  );
}
