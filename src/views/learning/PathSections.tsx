import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MyPathSectionState } from '../../graphql/generated';
import type { PathItemView, PathSectionView, PathView } from '../../machines/learning/myLearningActors';
import { isOpenable } from '../../machines/learning/pathViewMachine';
import { useDayFormat } from './AssignmentBadge';
import { StatusBadge, launchLabel } from './common';
import { m, typeMessages } from './messages';
import { pathItemHref } from './PathCards';
import { pm, ruleMessage } from './pathMessages';

// A path's sections as the learner stands in them: why a locked one is locked, what is next, and the
// items to open. Locked and unavailable items offer no button (the medium itself stays openable).

// undefined: the accent (the app imports no blue scale; a colour without its scale draws nothing).
const sectionColor: Record<MyPathSectionState, 'gray' | 'green' | undefined> = {
  LOCKED: 'gray',
  OPEN: undefined,
  DONE: 'green',
};
const sectionLabel = { LOCKED: pm.sectionLocked, OPEN: pm.sectionOpen, DONE: pm.sectionDone } as const;

function ItemRow({ pathId, item, isNext }: { pathId: string; item: PathItemView; isNext: boolean }) {
  const intl = useIntl();
  const titleId = useId();
  const openable = isOpenable(item);
  return (
    <li>
      <Flex
        gap="3"
        align="center"
        justify="between"
        wrap="wrap"
        p="2"
        style={{
          borderRadius: 'var(--radius-3)',
          background: isNext ? 'var(--accent-a3)' : undefined,
          outline: isNext ? '2px solid var(--accent-8)' : undefined,
        }}
      >
        <Flex direction="column" gap="1" minWidth="0">
          <Flex gap="2" align="center" wrap="wrap">
            <Text id={titleId} weight="bold" style={{ overflowWrap: 'anywhere' }}>
              {item.medium.title}
            </Text>
            {isNext ? <Badge variant="solid">{intl.formatMessage(pm.nextBadge)}</Badge> : null}
          </Flex>
          <Flex gap="2" align="center" wrap="wrap">
            <Text size="2" color="gray">
              {intl.formatMessage(typeMessages[item.medium.type])}
              {item.medium.durationMinutes != null
                ? ` · ${intl.formatMessage(m.duration, { minutes: item.medium.durationMinutes })}`
                : ''}
            </Text>
            {item.state === 'UNAVAILABLE' ? (
              <Text size="2" color="gray">
                {intl.formatMessage(pm.itemUnavailable)}
              </Text>
            ) : item.state === 'LOCKED' ? (
              <Text size="2" color="gray">
                {item.afterTitle
                  ? intl.formatMessage(pm.itemAfter, { title: item.afterTitle })
                  : intl.formatMessage(pm.itemLocked)}
              </Text>
            ) : (
              <StatusBadge status={item.status} />
            )}
          </Flex>
        </Flex>
        {openable ? (
          <Button asChild variant={isNext ? 'solid' : 'soft'}>
            <Link href={pathItemHref(pathId, item.medium.id)} aria-describedby={titleId}>
              {intl.formatMessage(launchLabel(item.status))}
            </Link>
          </Button>
        ) : null}
      </Flex>
    </li>
  );
}

export function SectionCard({ path, section }: { path: PathView; section: PathSectionView }) {
  const intl = useIntl();
  const day = useDayFormat();
  const headingId = useId();
  const rule =
    section.rule === 'AT_LEAST'
      ? intl.formatMessage(pm.ruleAtLeast, { count: section.required, total: section.items.length })
      : intl.formatMessage(ruleMessage(section.rule));
  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {section.title}
            </Heading>
            <Badge color={sectionColor[section.state]}>
              {intl.formatMessage(sectionLabel[section.state])}
            </Badge>
          </Flex>
          <Text size="2" color="gray">
            {rule} ·{' '}
            {intl.formatMessage(pm.sectionProgress, { done: section.done, required: section.required })}
          </Text>
          {section.lockedBy.map((lock) => (
            <Text key={`${lock.kind}-${lock.sectionId ?? lock.unlockOn}`} size="2" weight="medium">
              {lock.kind === 'PREREQUISITE'
                ? intl.formatMessage(pm.lockedPrerequisite, { section: lock.sectionTitle ?? '' })
                : intl.formatMessage(pm.lockedDate, { date: day(lock.unlockOn ?? '') })}
            </Text>
          ))}
          <ul className="app-plain-list">
            {section.items.map((item) => (
              <ItemRow
                key={item.medium.id}
                pathId={path.path.id}
                item={item}
                isNext={path.next?.medium.id === item.medium.id && path.next.sectionId === section.id}
              />
            ))}
          </ul>
        </Flex>
      </section>
    </Card>
  );
}
