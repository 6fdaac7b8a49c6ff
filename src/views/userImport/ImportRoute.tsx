import { Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { selectApiSettings } from '../../machines/appMachine';
import type { NavigationActorRef } from '../../machines/navigationMachine';
import {
  importWizardMachine,
  selectStep,
  type ImportStep,
} from '../../machines/userImport/importWizardMachine';
import { ListLoading } from '../admin/ListStates';
import { AppContext, useChildRef } from '../AppProvider';
import { routeMessages } from '../messages/routeMessages';
import { im } from './messages';
import { MappingStep } from './MappingStep';
import { ReviewStep } from './ReviewStep';
import { RunStep } from './RunStep';
import { UploadStep } from './UploadStep';
import type { WizardActor } from './wizardActor';

/** /import-management: the import wizard; `?import=<id>` follows a started import (after a reload too). */
export function ImportRoute() {
  const navigation = useChildRef('navigation');
  if (!navigation) return <ListLoading />;
  return <ImportWizard navigation={navigation} />;
}

const STEPS: ImportStep[] = ['upload', 'mapping', 'review', 'run', 'report'];
const STEP_NAMES = {
  upload: im.stepUpload,
  mapping: im.stepMapping,
  review: im.stepReview,
  run: im.stepRun,
  report: im.stepReport,
};

function ImportWizard({ navigation }: { navigation: NavigationActorRef }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const search = useSearch();
  // Read once: the machine owns the address from here on.
  const importId = new URLSearchParams(search).get('import');
  const wizard = useActorRef(importWizardMachine, { input: { api, navigation, importId } });
  const step = useSelector(wizard, selectStep);
  const title = routeMessages['import-management']!;
  return (
    <Flex direction="column" gap="4" style={{ minWidth: 0 }}>
      <Heading as="h1" size="6">
        {intl.formatMessage(title.title)}
      </Heading>
      <Text color="gray">{intl.formatMessage(title.purpose)}</Text>
      <Stepper step={step} />
      <StepView step={step} wizard={wizard} />
    </Flex>
  );
}

function Stepper({ step }: { step: ImportStep }) {
  const intl = useIntl();
  const current = STEPS.indexOf(step);
  return (
    <nav aria-label={intl.formatMessage(im.stepsLabel)}>
      <ol
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 'var(--space-2)',
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === current ? 'step' : undefined}
            style={{
              padding: 'var(--space-1) var(--space-2)',
              borderRadius: 'var(--radius-2)',
              background: index === current ? 'var(--accent-a4)' : 'var(--gray-a2)',
              color: index <= current ? 'var(--gray-12)' : 'var(--gray-11)',
              fontWeight: index === current ? 600 : 400,
            }}
          >
            <Text size="2">
              {index + 1}. {intl.formatMessage(STEP_NAMES[name])}
            </Text>
          </li>
        ))}
      </ol>
      <Text as="p" size="1" color="gray" aria-live="polite" style={{ marginTop: 'var(--space-1)' }}>
        {intl.formatMessage(im.stepsCurrent, {
          current: current + 1,
          total: STEPS.length,
          name: intl.formatMessage(STEP_NAMES[step]),
        })}
      </Text>
    </nav>
  );
}

function StepView({ step, wizard }: { step: ImportStep; wizard: WizardActor }) {
  if (step === 'upload') return <UploadStep wizard={wizard} />;
  if (step === 'mapping') return <MappingStep wizard={wizard} />;
  if (step === 'review') return <ReviewStep wizard={wizard} />;
  return <RunStep wizard={wizard} />;
}

/** A failure of the step with what the API said. */
export function ProblemCallout({ text }: { text: string }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}
