import { Text } from '@radix-ui/themes';
import { useId, type CSSProperties } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { LearningStatus } from '../../graphql/generated';
import type { CourseItem } from '../../services/scormCourse';
import {
  lockReason,
  outlineTree,
  statusOf,
  type LockReason,
  type OutlineNode,
} from '../../services/scormOutline';
import { statusMessages } from './messages';
import { sm } from './scormMessages';

export interface ScormOutlineProps {
  items: readonly CourseItem[];
  currentId: string | null;
  onGoTo: (id: string) => void;
}

const list: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/**
 * The course's table of contents: the visible items as a tree (containers as labelled groups), each
 * SCO or asset with its status as icon and text, the open one marked as the current step, and locked
 * ones saying why (as their description, for screen readers and as a tooltip).
 */
export function ScormOutline({ items, currentId, onGoTo }: ScormOutlineProps) {
  const intl = useIntl();
  const prefix = useId();
  return (
    <nav aria-label={intl.formatMessage(sm.contents)}>
      <Entries nodes={outlineTree(items)} {...{ items, currentId, onGoTo, prefix }} />
    </nav>
  );
}

interface EntriesProps extends ScormOutlineProps {
  nodes: OutlineNode[];
  prefix: string;
  labelledBy?: string;
}

function Entries({ nodes, labelledBy, ...rest }: EntriesProps) {
  return (
    <ul
      style={labelledBy ? { ...list, paddingInlineStart: 'var(--space-3)' } : list}
      aria-labelledby={labelledBy}
    >
      {nodes.map((node, index) => {
        const id = `${rest.prefix}-${node.item.depth}-${index}`;
        if (node.item.kind !== 'CONTAINER')
          return <Entry key={node.item.identifier} id={id} node={node} {...rest} />;
        return (
          <li key={node.item.identifier}>
            <Text as="div" id={id} size="2" weight="bold" mt="2" mb="1" style={{ overflowWrap: 'anywhere' }}>
              {node.item.title}
            </Text>
            <Entries nodes={node.children} labelledBy={id} {...rest} prefix={id} />
          </li>
        );
      })}
    </ul>
  );
}

function Entry({
  node,
  id,
  items,
  currentId,
  onGoTo,
}: Omit<EntriesProps, 'nodes'> & { node: OutlineNode; id: string }) {
  const intl = useIntl();
  const { item } = node;
  const current = item.identifier === currentId;
  const reason = lockReason(item, items);
  const locked = !item.enterable;
  const status = statusOf(item);
  const reasonText = reason ? describeLock(intl, reason) : null;
  return (
    <li>
      <button
        type="button"
        aria-current={current ? 'step' : undefined}
        aria-disabled={locked || undefined}
        aria-describedby={reasonText ? `${id}-why` : undefined}
        title={reasonText ?? undefined}
        onClick={() => onGoTo(item.identifier)}
        style={{
          display: 'flex',
          gap: 'var(--space-2)',
          alignItems: 'flex-start',
          width: '100%',
          textAlign: 'start',
          padding: 'var(--space-2)',
          border: 0,
          borderRadius: 'var(--radius-2)',
          background: current ? 'var(--accent-a4)' : 'transparent',
          boxShadow: current ? 'inset 3px 0 0 var(--accent-9)' : undefined,
          color: locked ? 'var(--gray-11)' : 'var(--gray-12)',
          font: 'inherit',
          cursor: locked || current ? 'default' : 'pointer',
        }}
      >
        <StatusIcon status={locked ? 'LOCKED' : status} />
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Text size="2" weight={current ? 'bold' : 'regular'} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="1" color="gray">
            {locked ? intl.formatMessage(sm.locked) : intl.formatMessage(statusMessages[status])}
          </Text>
        </span>
      </button>
      {reasonText ? (
        <span id={`${id}-why`} hidden>
          {reasonText}
        </span>
      ) : null}
    </li>
  );
}

function describeLock(intl: IntlShape, reason: LockReason): string {
  const quoted = (title: string) => intl.formatMessage(sm.quoted, { title });
  const titles = reason.titles.map(quoted);
  switch (reason.shape) {
    case 'all':
      return intl.formatMessage(sm.lockedUntil, { items: intl.formatList(titles, { type: 'conjunction' }) });
    case 'any':
      return intl.formatMessage(sm.lockedUntil, { items: intl.formatList(titles, { type: 'disjunction' }) });
    case 'none':
      return intl.formatMessage(sm.lockedNone, { items: intl.formatList(titles, { type: 'disjunction' }) });
    default:
      return intl.formatMessage(sm.lockedOther, {
        condition: reason.condition({
          item: quoted,
          all: (parts) => intl.formatList(parts, { type: 'conjunction' }),
          any: (parts) => intl.formatList(parts, { type: 'disjunction' }),
          not: (part) => intl.formatMessage(sm.notCompleted, { item: part }),
        }),
      });
  }
}

const iconColour: Record<LearningStatus | 'LOCKED', string> = {
  NOT_ATTEMPTED: 'var(--gray-10)',
  INCOMPLETE: 'var(--accent-11)',
  COMPLETED: 'var(--green-11)',
  PASSED: 'var(--green-11)',
  FAILED: 'var(--red-11)',
  LOCKED: 'var(--gray-10)',
};

/** The status as a shape, beside its text (never colour alone). */
function StatusIcon({ status }: { status: LearningStatus | 'LOCKED' }) {
  const ring = <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />;
  const marks: Record<LearningStatus | 'LOCKED', React.ReactNode> = {
    NOT_ATTEMPTED: ring,
    INCOMPLETE: (
      <>
        {ring}
        <path d="M8 3.5a4.5 4.5 0 0 1 0 9z" fill="currentColor" />
      </>
    ),
    COMPLETED: (
      <>
        {ring}
        <path d="M5 8.2l2 2 4-4.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </>
    ),
    PASSED: (
      <>
        <circle cx="8" cy="8" r="7" fill="currentColor" />
        <path d="M5 8.2l2 2 4-4.4" fill="none" stroke="var(--color-panel-solid)" strokeWidth="1.8" />
      </>
    ),
    FAILED: (
      <>
        {ring}
        <path d="M5.6 5.6l4.8 4.8M10.4 5.6l-4.8 4.8" stroke="currentColor" strokeWidth="1.6" />
      </>
    ),
    LOCKED: (
      <>
        <rect x="3.5" y="7" width="9" height="7" rx="1.5" fill="currentColor" />
        <path d="M5.5 7V5.2a2.5 2.5 0 0 1 5 0V7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </>
    ),
  };
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0, marginTop: 3, color: iconColour[status] }}
    >
      {marks[status]}
    </svg>
  );
}
