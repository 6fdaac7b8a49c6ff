import { Badge, Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { MyAssignmentFieldsFragment } from '../../graphql/generated';
import { m } from './messages';
import { pm } from './pathMessages';

/** A calendar day of the API (YYYY-MM-DD) as the reader writes dates; no time zone shift. */
export function useDayFormat() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/**
 * Where an assigned item stands, as the API decided it in the learner's time zone: overdue in red, due
 * today or in N days, done (with "valid until" for a recertification), and the manager's note.
 */
export function AssignmentBadge({ assignment }: { assignment: MyAssignmentFieldsFragment }) {
  const intl = useIntl();
  const day = useDayFormat();
  const { status, dueOn, daysLeft, validUntil, note } = assignment;
  const badge = (() => {
    if (status === 'OVERDUE' && dueOn && daysLeft !== null && daysLeft !== undefined)
      return (
        <Badge color="red" variant="solid">
          {intl.formatMessage(pm.overdueBy, { days: -daysLeft, date: day(dueOn) })}
        </Badge>
      );
    if (status === 'COMPLETED') return <Badge color="green">{intl.formatMessage(pm.assignedDone)}</Badge>;
    // High contrast: amber's own text colour on its soft background is below 4.5:1 (axe).
    if (dueOn && daysLeft === 0)
      return (
        <Badge color="amber" highContrast>
          {intl.formatMessage(pm.dueToday)}
        </Badge>
      );
    if (dueOn && daysLeft !== null && daysLeft !== undefined && daysLeft <= 7)
      return (
        <Badge color="amber" highContrast>
          {intl.formatMessage(pm.dueIn, { days: daysLeft, date: day(dueOn) })}
        </Badge>
      );
    if (dueOn) return <Badge color="gray">{intl.formatMessage(m.due, { date: day(dueOn) })}</Badge>;
    return <Badge color="gray">{intl.formatMessage(pm.noDueDay)}</Badge>;
  })();
  return (
    <Flex direction="column" gap="1" align="start">
      <Flex gap="2" align="center" wrap="wrap">
        <Text size="2" weight="bold">
          {intl.formatMessage(m.assigned)}
        </Text>
        {badge}
        {validUntil ? (
          <Text size="2" color="gray">
            {intl.formatMessage(pm.validUntil, { date: day(validUntil) })}
          </Text>
        ) : null}
      </Flex>
      {note ? (
        <Text size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(pm.note, { note })}
        </Text>
      ) : null}
    </Flex>
  );
}
