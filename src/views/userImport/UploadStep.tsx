import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectProblem } from '../../machines/userImport/importWizardMachine';
import { IMPORT_ACCEPT } from '../../machines/userImport/importActors';
import { useProblemText } from '../admin/ListStates';
import { UploadField, type UploadActor } from '../admin/UploadField';
import { ProblemCallout } from './ImportRoute';
import { im } from './messages';
import type { WizardActor } from './wizardActor';

export function UploadStep({ wizard }: { wizard: WizardActor }) {
  const intl = useIntl();
  const describe = useProblemText();
  const upload = useSelector(wizard, (s) => s.children.upload as UploadActor | undefined);
  const analysing = useSelector(wizard, (s) => s.matches('analysing'));
  const failed = useSelector(wizard, (s) => s.matches('analyseFailed'));
  const problem = useSelector(wizard, selectProblem);
  if (analysing)
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner />
        <Text>{intl.formatMessage(im.analysing)}</Text>
      </Flex>
    );
  if (failed)
    return (
      <Flex direction="column" gap="3" align="start">
        <ProblemCallout
          text={intl.formatMessage(im.analyseFailed, { error: problem ? describe(problem) : '' })}
        />
        <Flex gap="2" wrap="wrap">
          <Button onClick={() => wizard.send({ type: 'wizard.retry' })}>
            {intl.formatMessage(im.retry)}
          </Button>
          <Button variant="soft" color="gray" onClick={() => wizard.send({ type: 'wizard.restart' })}>
            {intl.formatMessage(im.newImport)}
          </Button>
        </Flex>
      </Flex>
    );
  if (!upload) return null;
  return (
    <UploadField
      actor={upload}
      label={intl.formatMessage(im.uploadLabel)}
      description={intl.formatMessage(im.uploadDescription)}
      accept={IMPORT_ACCEPT}
    />
  );
}
