import { Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MyMedium, Recommendation } from '../../machines/learning/learningActors';
import type { ApiSettings } from '../../services/api';
import {
  learnerDashboardMachine,
  selectAssignedToMe,
  selectContinue,
  selectContinuePaths,
  type AssignedThing,
  selectDashboardStatus,
  selectNews,
  selectNewsStatus,
  selectOpenNews,
  selectRecommendations,
} from '../../machines/learning/learnerDashboardMachine';
import { LoadError, Loading, useApiSettings } from './common';
import { LatestNews, newsHeading, type LatestNewsProps } from './LatestNews';
import { RecommendationList } from './MediumDetailView';
import { m } from './messages';
import type { MyPathSummary } from '../../machines/learning/myLearningActors';
import { MyMediumCard } from './MyMediaList';
import { MyPathCard } from './PathCards';
import { pm } from './pathMessages';

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

function MediaList({ media, empty }: { media: MyMedium[]; empty: string }) {
  if (media.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <ul className="app-plain-list">
      {media.map((medium) => (
        <li key={medium.medium.id} style={{ marginBottom: 'var(--space-3)' }}>
          <MyMediumCard medium={medium} />
        </li>
      ))}
    </ul>
  );
}

/** Media and paths together, as the assigned list mixes them. */
function ThingList({ things, empty }: { things: AssignedThing[]; empty: string }) {
  if (things.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <ul className="app-plain-list">
      {things.map((thing) => (
        <li
          key={thing.kind === 'path' ? `p-${thing.path.path.id}` : `m-${thing.medium.medium.id}`}
          style={{ marginBottom: 'var(--space-3)' }}
        >
          {thing.kind === 'path' ? (
            <MyPathCard summary={thing.path} />
          ) : (
            <MyMediumCard medium={thing.medium} />
          )}
        </li>
      ))}
    </ul>
  );
}

function PathList({ paths, empty }: { paths: MyPathSummary[]; empty: string }) {
  if (paths.length === 0) return <Text as="p">{empty}</Text>;
  return (
    <ul className="app-plain-list">
      {paths.map((summary) => (
        <li key={summary.path.id} style={{ marginBottom: 'var(--space-3)' }}>
          <MyPathCard summary={summary} />
        </li>
      ))}
    </ul>
  );
}

export interface LearnerDashboardViewProps {
  status: 'loading' | 'failed' | 'ready';
  /** What is assigned and still owed: overdue and due soon first. */
  assigned: AssignedThing[];
  continueWith: MyMedium[];
  paths: MyPathSummary[];
  recommendations: Recommendation[];
  onRetry: () => void;
  /** The news section loads and fails on its own, so it shows whatever state the media are in. */
  news: LatestNewsProps;
}

export function LearnerDashboardView({
  status,
  assigned,
  continueWith,
  paths,
  recommendations,
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
          <Section title={intl.formatMessage(m.dueSoonHeading)}>
            <ThingList things={assigned} empty={intl.formatMessage(m.dueSoonEmpty)} />
          </Section>
          <Section title={intl.formatMessage(m.continueHeading)}>
            <MediaList media={continueWith} empty={intl.formatMessage(m.continueEmpty)} />
          </Section>
          <Section title={intl.formatMessage(pm.continuePaths)}>
            <PathList paths={paths} empty={intl.formatMessage(pm.continuePathsEmpty)} />
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
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return (
    <LearnerDashboardView
      status={useSelector(actor, selectDashboardStatus)}
      assigned={useSelector(actor, selectAssignedToMe, same)}
      continueWith={useSelector(actor, selectContinue, same)}
      paths={useSelector(actor, selectContinuePaths, same)}
      recommendations={useSelector(actor, selectRecommendations)}
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
