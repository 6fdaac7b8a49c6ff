import { Badge, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { CatalogueItemFieldsFragment, LearningStatus } from '../../graphql/generated';
import { selectApiSettings, selectConfig } from '../../machines/appMachine';
import type { ApiSettings } from '../../services/api';
import { AppContext } from '../AppProvider';
import { m, statusMessages, typeMessages } from './messages';

/** The API settings of the running app, for the screen machines' input. */
export function useApiSettings(): ApiSettings {
  return AppContext.useSelector(selectApiSettings);
}

/** The configured content origin SCORM packages are played from ('' when none is configured). */
export function useContentOrigin(): string {
  return AppContext.useSelector(selectConfig)?.CONTENT_ORIGIN ?? '';
}

export function Loading() {
  const intl = useIntl();
  return (
    <Flex align="center" gap="2" role="status">
      <Spinner />
      <Text>{intl.formatMessage(m.loading)}</Text>
    </Flex>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{intl.formatMessage(m.loadError)}</Callout.Text>
      <Flex mt="2">
        <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
      </Flex>
    </Callout.Root>
  );
}

const statusColor: Record<LearningStatus, 'gray' | 'indigo' | 'green' | 'red'> = {
  NOT_ATTEMPTED: 'gray',
  INCOMPLETE: 'indigo',
  COMPLETED: 'green',
  PASSED: 'green',
  FAILED: 'red',
};

// In high contrast: green's own text on its soft background is about 4.2:1, below the 4.5:1 axe asks for.
export function StatusBadge({ status }: { status: LearningStatus }) {
  const intl = useIntl();
  return (
    <Badge color={statusColor[status]} highContrast>
      {intl.formatMessage(statusMessages[status])}
    </Badge>
  );
}

/** Type, duration and average rating of a medium, as one line. */
export function MediumFacts({ item }: { item: CatalogueItemFieldsFragment }) {
  const intl = useIntl();
  const facts = [intl.formatMessage(typeMessages[item.type])];
  if (item.durationMinutes != null)
    facts.push(intl.formatMessage(m.duration, { minutes: item.durationMinutes }));
  facts.push(
    item.averageRating != null
      ? intl.formatMessage(m.rating, {
          rating: Math.round(item.averageRating * 10) / 10,
          count: item.ratingCount,
        })
      : intl.formatMessage(m.notRated),
  );
  return (
    <Text as="p" size="2" color="gray">
      {facts.join(' · ')}
    </Text>
  );
}

/** The launch button's word: start, continue or open again. */
export function launchLabel(status: LearningStatus) {
  if (status === 'NOT_ATTEMPTED') return m.start;
  if (status === 'INCOMPLETE' || status === 'FAILED') return m.continue;
  return m.openAgain;
}

export const playHref = (mediaId: string) => `/media?play=${encodeURIComponent(mediaId)}`;
export const detailHref = (mediaId: string) => `/catalogue?item=${encodeURIComponent(mediaId)}`;
