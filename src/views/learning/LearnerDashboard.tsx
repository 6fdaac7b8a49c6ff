import { Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MyMedium, Recommendation } from '../../machines/learning/learningActors';
import type { ApiSettings } from '../../services/api';
import {
  dueSoon,
  learnerDashboardMachine,
  selectContinue,
  selectDashboardStatus,
  selectMyMediaForDashboard,
  selectNews,
  selectNewsStatus,
  selectOpenNews,
  selectRecommendations,
} from '../../machines/learning/learnerDashboardMachine';
import { LoadError, Loading, useApiSettings } from './common';
import { LatestNews, newsHeading, type LatestNewsProps } from './LatestNews';
import { RecommendationList } from './MediumDetailView';
import { m } from './messages';
import { MyMediumCard } from './MyMediaList';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Heading as="h2" size="4" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </section>
  );
}

function MediaList({ media, empty, now }: { media: MyMedium[]; empty: string; now: Date }) {
  if (media.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <ul className="app-plain-list">
      {media.map((medium) => (
        <li key={medium.medium.id} style={{ marginBottom: 'var(--space-3)' }}>
          <MyMediumCard medium={medium} now={now} />
        </li>
      ))}
    </ul>
  );
}

export interface LearnerDashboardViewProps {
  status: 'loading' | 'failed' | 'ready';
  continueWith: MyMedium[];
  due: MyMedium[];
  recommendations: Recommendation[];
  now: Date;
  onRetry: () => void;
  /** The news section loads and fails on its own, so it shows whatever state the media are in. */
  news: LatestNewsProps;
}

export function LearnerDashboardView({
  status,
  continueWith,
  due,
  recommendations,
  now,
  onRetry,
  news,
}: LearnerDashboardViewProps) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="5">
      {status === 'loading' ? <Loading /> : null}
      {status === 'failed' ? <LoadError onRetry={onRetry} /> : null}
      {status === 'ready' ? (
        <>
          <Section title={intl.formatMessage(m.continueHeading)}>
            <MediaList media={continueWith} empty={intl.formatMessage(m.continueEmpty)} now={now} />
          </Section>
          <Section title={intl.formatMessage(m.dueSoonHeading)}>
            <MediaList media={due} empty={intl.formatMessage(m.dueSoonEmpty)} now={now} />
          </Section>
          <Section title={intl.formatMessage(m.recommendationsHeading)}>
            <RecommendationList items={recommendations} empty={intl.formatMessage(m.recommendationsEmpty)} />
          </Section>
        </>
      ) : null}
      <Section title={intl.formatMessage(newsHeading)}>
        <LatestNews {...news} />
      </Section>
    </Flex>
  );
}

/** The learner's sections of /dashboard. */
export function LearnerDashboard() {
  return <LearnerDashboardLive machine={learnerDashboardMachine} api={useApiSettings()} />;
}

/** The dashboard on a given machine: the app passes the real one, view tests one with fake actors. */
export function LearnerDashboardLive({
  machine,
  api,
}: {
  machine: typeof learnerDashboardMachine;
  api: ApiSettings;
}) {
  const actor = useActorRef(machine, { input: { api } });
  const [now] = useState(() => new Date());
  const media = useSelector(actor, selectMyMediaForDashboard);
  return (
    <LearnerDashboardView
      status={useSelector(actor, selectDashboardStatus)}
      continueWith={useSelector(actor, selectContinue)}
      due={dueSoon(media, now)}
      recommendations={useSelector(actor, selectRecommendations)}
      now={now}
      onRetry={() => actor.send({ type: 'dashboard.retry' })}
      news={{
        status: useSelector(actor, selectNewsStatus),
        news: useSelector(actor, selectNews),
        openNews: useSelector(actor, selectOpenNews),
        onOpen: (id) => actor.send({ type: 'news.open', id }),
        onClose: () => actor.send({ type: 'news.close' }),
        onRetry: () => actor.send({ type: 'news.retry' }),
      }}
    />
  );
}
