import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import {
  selectCertificate,
  selectFileAnswer,
  selectFileName,
  selectFileRetryAfter,
  selectFileStatus,
  type CheckedFile,
  type verificationMachine,
} from '../../machines/verification/verificationMachine';
import { statusMessages, vm } from './messages';

type Actor = ActorRefFrom<typeof verificationMachine>;

/** "Check a PDF file": a drop zone and a file button; the answer below, announced. */
export function FileCheck({ actor }: { actor: Actor }) {
  const intl = useIntl();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Only the drop zone's highlight: presentation, not behaviour.
  const [over, setOver] = useState(false);
  const certificate = useSelector(actor, selectCertificate);
  const send = (file: File | undefined) => {
    if (file) actor.send({ type: 'verification.file', file });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    send(e.dataTransfer.files[0]);
  };
  return (
    <section aria-labelledby={headingId}>
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id={headingId}>
          {intl.formatMessage(vm.fileTitle)}
        </Heading>
        <Text as="p" size="2">
          {intl.formatMessage(vm.fileText)}
        </Text>
        {certificate && !certificate.pdfAvailable ? (
          <Text as="p" size="2" color="gray">
            {intl.formatMessage(vm.pdfPending)}
          </Text>
        ) : null}
        <Flex
          data-testid="pdf-drop-zone"
          direction="column"
          align="center"
          justify="center"
          gap="3"
          p="5"
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          style={{
            border: `2px dashed var(${over ? '--accent-9' : '--gray-a8'})`,
            borderRadius: 'var(--radius-4)',
            background: over ? 'var(--accent-a3)' : 'var(--gray-a2)',
            textAlign: 'center',
          }}
        >
          <Text size="3">{intl.formatMessage(vm.fileDrop)}</Text>
          <Button variant="soft" onClick={() => input.current?.click()}>
            {intl.formatMessage(vm.fileChoose)}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            aria-label={intl.formatMessage(vm.fileChoose)}
            onChange={(e) => {
              send(e.target.files?.[0]);
              // The same file chosen again is a new check.
              e.target.value = '';
            }}
          />
        </Flex>
        <FileAnswer actor={actor} />
      </Flex>
    </section>
  );
}

function FileAnswer({ actor }: { actor: Actor }) {
  const intl = useIntl();
  const status = useSelector(actor, selectFileStatus);
  const name = useSelector(actor, selectFileName);
  const answer = useSelector(actor, selectFileAnswer);
  const retryAfter = useSelector(actor, selectFileRetryAfter);
  const retry = () => actor.send({ type: 'verification.retryFile' });
  const callout = (color: 'green' | 'red' | 'amber', text: string, withRetry = false) => (
    <Callout.Root color={color} size="2" highContrast>
      <Callout.Text style={{ overflowWrap: 'anywhere' }}>{text}</Callout.Text>
      {withRetry ? (
        <Flex mt="2">
          <Button onClick={retry}>{intl.formatMessage(vm.fileRetry)}</Button>
        </Flex>
      ) : null}
    </Callout.Root>
  );
  let content = null;
  if (status === 'checking')
    content = (
      <Flex align="center" gap="2">
        <Spinner />
        <Text style={{ overflowWrap: 'anywhere' }}>{intl.formatMessage(vm.fileChecking, { name })}</Text>
      </Flex>
    );
  else if (status === 'checked' && answer) content = checkedCallout(intl, answer, name, callout);
  else if (status === 'notPdf') content = callout('red', intl.formatMessage(vm.fileNotPdf, { name }));
  else if (status === 'tooLarge') content = callout('red', intl.formatMessage(vm.fileTooLarge, { name }));
  else if (status === 'rateLimited')
    content = callout('amber', intl.formatMessage(vm.fileRateLimited, { seconds: retryAfter }), true);
  else if (status === 'failed') content = callout('red', intl.formatMessage(vm.fileFailed), true);
  return (
    <div role="status" aria-live="polite" data-testid="pdf-check-answer">
      {content}
    </div>
  );
}

function checkedCallout(
  intl: ReturnType<typeof useIntl>,
  answer: CheckedFile,
  name: string,
  callout: (color: 'green' | 'red' | 'amber', text: string) => ReactElement,
) {
  const c = answer.certificate;
  if (!answer.matches || !c) return callout('red', intl.formatMessage(vm.fileNoMatch, { name }));
  // The very file, but of a certificate no longer valid: not green (the status above says why).
  if (answer.sameAsCode === true)
    return callout(
      c.status === 'VALID' ? 'green' : 'amber',
      intl.formatMessage(vm.fileSame, { name, number: c.number }),
    );
  const values = {
    number: c.number,
    learner: c.learnerName,
    title: c.title,
    status: intl.formatMessage(statusMessages[c.status]),
  };
  if (answer.sameAsCode === false) return callout('amber', intl.formatMessage(vm.fileOther, values));
  return callout(c.status === 'VALID' ? 'green' : 'amber', intl.formatMessage(vm.fileMatches, values));
}
