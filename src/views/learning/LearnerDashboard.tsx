import { Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MyMedium, Recommendation } from '../../machines/learning/learningActors';
import {
  dueSoon,
  learnerDashboardMachine,
  selectContinue,
  selectDashboardStatus,
  selectMyMediaForDashboard,
  selectRecommendations,
} from '../../machines/learning/learnerDashboardMachine';
import { LoadError, Loading, useApiSettings } from './common';
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
}

// Latest news headlines belong here too; there is no news module yet, so nothing is shown for them.
export function LearnerDashboardView({
  status,
  continueWith,
  due,
  recommendations,
  now,
  onRetry,
}: LearnerDashboardViewProps) {
  const intl = useIntl();
  if (status === 'loading') return <Loading />;
  if (status === 'failed') return <LoadError onRetry={onRetry} />;
  return (
    <Flex direction="column" gap="5">
      <Section title={intl.formatMessage(m.continueHeading)}>
        <MediaList media={continueWith} empty={intl.formatMessage(m.continueEmpty)} now={now} />
      </Section>
      <Section title={intl.formatMessage(m.dueSoonHeading)}>
        <MediaList media={due} empty={intl.formatMessage(m.dueSoonEmpty)} now={now} />
      </Section>
      <Section title={intl.formatMessage(m.recommendationsHeading)}>
        <RecommendationList items={recommendations} empty={intl.formatMessage(m.recommendationsEmpty)} />
      </Section>
    </Flex>
  );
}

/** The learner's sections of /dashboard. */
export function LearnerDashboard() {
  const api = useApiSettings();
  const actor = useActorRef(learnerDashboardMachine, { input: { api } });
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
    />
  );
}
