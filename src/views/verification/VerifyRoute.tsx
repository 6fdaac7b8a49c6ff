import { Box, Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { selectApiSettings } from '../../machines/appMachine';
import { selectLocation } from '../../machines/navigationMachine';
import {
  selectCertificate,
  selectLookupRetryAfter,
  selectLookupStatus,
  selectTyped,
  verificationMachine,
} from '../../machines/verification/verificationMachine';
import { nativeField } from '../admin/fieldStyle';
import { AppContext, useChild } from '../AppProvider';
import { CertificateFacts } from './CertificateFacts';
import { FileCheck } from './FileCheck';
import { vm } from './messages';

type VerificationActor = ReturnType<typeof useActorRef<typeof verificationMachine>>;

/** The code of /verify/<code>, or null at /verify. */
const codeOf = (path: string): string | null => {
  const segment = path.split('/')[2];
  return segment ? decodeURIComponent(segment) : null;
};

/** /verify and /verify/<code>: anybody checks a certificate, signed in or not. */
export function VerifyRoute() {
  const path = useChild('navigation', (s) => selectLocation(s).path, '/verify');
  const code = codeOf(path);
  // A new address is a new check.
  return <Verification key={code ?? ''} code={code} />;
}

function Verification({ code }: { code: string | null }) {
  const intl = useIntl();
  const api = AppContext.useSelector(selectApiSettings);
  const actor = useActorRef(verificationMachine, { input: { api, code } });
  const status = useSelector(actor, selectLookupStatus);
  return (
    <Box px="4" py="6" mx="auto" style={{ maxWidth: 760, width: '100%', boxSizing: 'border-box' }}>
      <Flex direction="column" gap="5">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="7">
            {intl.formatMessage(vm.title)}
          </Heading>
          <Text as="p" size="3">
            {intl.formatMessage(vm.intro)}
          </Text>
        </Flex>
        <Lookup actor={actor} />
        {status === 'looking' || status === 'failed' || status === 'rateLimited' ? null : (
          <FileCheck actor={actor} />
        )}
      </Flex>
    </Box>
  );
}

function Lookup({ actor }: { actor: VerificationActor }) {
  const intl = useIntl();
  const status = useSelector(actor, selectLookupStatus);
  const certificate = useSelector(actor, selectCertificate);
  const retryAfter = useSelector(actor, selectLookupRetryAfter);
  const another = () => actor.send({ type: 'verification.another' });
  const retry = () => actor.send({ type: 'verification.retry' });
  switch (status) {
    case 'entering':
    case 'invalid':
      return <CodeForm actor={actor} invalid={status === 'invalid'} />;
    case 'shown':
      return certificate ? <CertificateFacts certificate={certificate} onAnother={another} /> : null;
    case 'notFound':
      return (
        <Plain title={intl.formatMessage(vm.notFoundTitle)}>
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(vm.notFoundText)}</Callout.Text>
          </Callout.Root>
          <Button variant="soft" onClick={another}>
            {intl.formatMessage(vm.another)}
          </Button>
        </Plain>
      );
    case 'rateLimited':
      return (
        <Plain title={intl.formatMessage(vm.rateLimitedTitle)}>
          <Text as="p" role="status">
            {intl.formatMessage(vm.rateLimitedText, { seconds: retryAfter })}
          </Text>
          <Button onClick={retry}>{intl.formatMessage(vm.retry)}</Button>
        </Plain>
      );
    case 'failed':
      return (
        <Plain title={intl.formatMessage(vm.failedTitle)}>
          <Callout.Root color="red" role="alert">
            <Callout.Text>{intl.formatMessage(vm.failedText)}</Callout.Text>
          </Callout.Root>
          <Button onClick={retry}>{intl.formatMessage(vm.retry)}</Button>
        </Plain>
      );
    default:
      return (
        <Flex align="center" gap="2" role="status">
          <Spinner />
          <Text>{intl.formatMessage(vm.looking)}</Text>
        </Flex>
      );
  }
}

function Plain({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" align="start">
      <Heading as="h2" size="5">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}

function CodeForm({ actor, invalid }: { actor: VerificationActor; invalid: boolean }) {
  const intl = useIntl();
  const typed = useSelector(actor, selectTyped);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'verification.submit' });
      }}
    >
      <Flex direction="column" gap="2" align="start">
        <Text as="p">{intl.formatMessage(vm.enterText)}</Text>
        <Text as="label" htmlFor={inputId} weight="bold" size="2">
          {intl.formatMessage(vm.codeLabel)}
        </Text>
        <input
          id={inputId}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => actor.send({ type: 'verification.codeChange', code: e.target.value })}
          style={{
            ...nativeField,
            width: '100%',
            maxWidth: '28rem',
            fontFamily: 'var(--code-font-family, monospace)',
            letterSpacing: '0.05em',
            ...(invalid ? { borderColor: 'var(--red-9)' } : {}),
          }}
        />
        <Text id={hintId} size="1" color="gray">
          {intl.formatMessage(vm.codeHint)}
        </Text>
        {invalid ? (
          <Text id={errorId} size="2" color="red" role="alert">
            {intl.formatMessage(vm.invalidCode)}
          </Text>
        ) : null}
        <Button type="submit">{intl.formatMessage(vm.submit)}</Button>
      </Flex>
    </form>
  );
}
