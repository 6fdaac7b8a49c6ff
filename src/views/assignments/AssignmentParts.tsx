// Small pieces the assignment pages share: a labelled native select, the due rule in words, the progress
// of an assignment (a bar with the counts in words beside it), a dialog with room for controls, a problem
// callout and the way back to the list.
import { AlertDialog, Badge, Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { AssignmentStatus } from '../../graphql/generated';
import type { ProblemInfo } from '../../machines/admin/adminErrors';
import type { AssignmentRow } from '../../machines/assignments/assignmentActors';
import { listHref } from '../../machines/assignments/assignmentLocations';
import { nativeField } from '../admin/fieldStyle';
import { useProblemText } from '../admin/ListStates';
import { am, statusMessages } from './messages';

export function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1" minWidth="0">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      <select
        id={id}
        style={{ ...nativeField, width: '100%' }}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Flex>
  );
}

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
        <span style={{ width: share(progress.inProgress), background: 'var(--blue-9)' }} />
        <span style={{ width: share(progress.overdue), background: 'var(--red-9)' }} />
      </div>
    </Flex>
  );
}

export function ProblemCallout({ problem, onRetry }: { problem: ProblemInfo | null; onRetry?: () => void }) {
  const intl = useIntl();
  const text = useProblemText();
  if (!problem) return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{text(problem)}</Callout.Text>
      {onRetry ? (
        <Flex mt="2">
          <Button variant="soft" onClick={onRetry}>
            {intl.formatMessage(am.retry)}
          </Button>
        </Flex>
      ) : null}
    </Callout.Root>
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

export interface ChoiceDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy?: boolean;
  confirmDisabled?: boolean;
  problem?: ProblemInfo | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks, with controls between the question and the buttons; focus starts on Cancel and returns after. */
export function ChoiceDialog(props: ChoiceDialogProps) {
  const intl = useIntl();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={props.open} onOpenChange={(open) => (open ? undefined : props.onCancel())}>
      <AlertDialog.Content
        maxWidth="30rem"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
      >
        <AlertDialog.Title>{props.title}</AlertDialog.Title>
        {props.description ? (
          <AlertDialog.Description size="2">{props.description}</AlertDialog.Description>
        ) : null}
        <Flex direction="column" gap="3" mt="3">
          {props.children}
          <ProblemCallout problem={props.problem ?? null} />
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={props.busy}>
              {intl.formatMessage(am.cancel)}
            </Button>
          </AlertDialog.Cancel>
          <Button
            color={props.destructive ? 'red' : undefined}
            highContrast={props.destructive}
            loading={props.busy}
            disabled={props.confirmDisabled}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
