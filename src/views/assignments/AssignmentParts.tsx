// Small pieces the assignment pages share: the due rule in words, the progress of an assignment (a bar
// with the counts in words beside it) and the way back to the list. The select field, the dialog with room
// for controls and the problem callout are the kit's (src/views/admin/).
import { Badge, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AssignmentStatus } from '../../graphql/generated';
import type { AssignmentRow } from '../../machines/assignments/assignmentActors';
import { listHref } from '../../machines/assignments/assignmentLocations';
import { am, statusMessages } from './messages';

/** A calendar day (YYYY-MM-DD) in the reader's format, without shifting it through a time zone. */
export function useDay() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** "By 3 Mar 2027", "30 days after assignment", "No due date", with the recertification. */
export function DueText({ row }: { row: Pick<AssignmentRow, 'dueOn' | 'dueDays' | 'recurrenceMonths'> }) {
  const intl = useIntl();
  const day = useDay();
  const rule = row.dueOn
    ? intl.formatMessage(am.dueFixed, { date: day(row.dueOn) })
    : row.dueDays
      ? intl.formatMessage(am.dueRelative, { days: row.dueDays })
      : intl.formatMessage(am.dueNone);
  return (
    <Text>
      {rule}
      {row.recurrenceMonths ? (
        <Text color="gray">, {intl.formatMessage(am.dueRecurrence, { months: row.recurrenceMonths })}</Text>
      ) : null}
    </Text>
  );
}

// undefined: the accent (the app imports no blue scale; a colour without its scale draws nothing).
const STATUS_COLOUR: Record<AssignmentStatus, 'gray' | 'green' | 'red' | undefined> = {
  NOT_STARTED: 'gray',
  IN_PROGRESS: undefined,
  COMPLETED: 'green',
  OVERDUE: 'red',
};

export function StatusBadge({ status }: { status: AssignmentStatus }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS_COLOUR[status]} highContrast>
      {intl.formatMessage(statusMessages[status])}
    </Badge>
  );
}

/** "2 of 5 completed · 1 overdue" over a bar of the shares (the words carry it; the bar is decoration). */
export function ProgressSummary({ progress }: { progress: AssignmentRow['progress'] }) {
  const intl = useIntl();
  const share = (n: number) => (progress.assigned ? `${(100 * n) / progress.assigned}%` : '0');
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text size="2">
        {intl.formatMessage(am.progressSummary, progress)}
        {progress.overdue ? (
          <Text color="red" weight="medium">
            {' · '}
            {intl.formatMessage(am.progressOverdue, { count: progress.overdue })}
          </Text>
        ) : null}
      </Text>
      <div aria-hidden className="assignment-bar">
        <span style={{ width: share(progress.completed), background: 'var(--green-9)' }} />
        <span style={{ width: share(progress.inProgress), background: 'var(--accent-9)' }} />
        <span style={{ width: share(progress.overdue), background: 'var(--red-9)' }} />
      </div>
    </Flex>
  );
}

export function BackToList({ listSearch, onLeave }: { listSearch: string; onLeave?: () => boolean }) {
  const intl = useIntl();
  return (
    <RadixLink asChild>
      <Link
        href={listHref(listSearch)}
        onClick={(event) => {
          if (onLeave?.()) event.preventDefault();
        }}
      >
        {intl.formatMessage(am.backToList)}
      </Link>
    </RadixLink>
  );
}
