import { Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { LearningStatus } from '../../graphql/generated';
import { linkPlayerMachine, selectLinkStatus } from '../../machines/learning/linkPlayerMachine';
import { pdfPlayerMachine, selectPdfStatus } from '../../machines/learning/pdfPlayerMachine';
import type { ApiSettings } from '../../services/api';
import { m } from './messages';

interface DocumentProps {
  api: ApiSettings;
  mediaId: string;
  url: string;
  status: LearningStatus;
  /** Told the player's status as it changes (the page heading follows it). */
  onStatus?: (status: LearningStatus) => void;
}

function Done() {
  const intl = useIntl();
  return (
    // High contrast: green's own text on its soft background is below 4.5:1.
    <Callout.Root color="green" highContrast role="status">
      <Callout.Text>{intl.formatMessage(m.done)}</Callout.Text>
    </Callout.Root>
  );
}

function Failed() {
  const intl = useIntl();
  return (
    <Text as="p" color="red" role="alert">
      {intl.formatMessage(m.markFailed)}
    </Text>
  );
}

/**
 * The browser's own PDF viewer in the page. Browsers do not tell the page when the last page was
 * reached, so the learner marks the document done; `pdf.reachedEnd` is there for a viewer that does.
 */
export function PdfPlayer({ api, mediaId, url, status, title, onStatus }: DocumentProps & { title: string }) {
  const intl = useIntl();
  const actor = useActorRef(pdfPlayerMachine, { input: { api, mediaId, status } }, (snapshot) =>
    onStatus?.(snapshot.context.status),
  );
  const state = useSelector(actor, selectPdfStatus);
  return (
    <Flex direction="column" gap="2">
      {/* A frame, not <object>: the page's policy allows no plugins (object-src 'none'). */}
      <iframe src={url} title={title} style={{ width: '100%', height: '75vh', border: 0 }} />
      <RadixLink href={url} target="_blank" rel="noopener">
        {intl.formatMessage(m.openPdf)}
      </RadixLink>
      <div aria-live="polite">
        {state === 'done' ? (
          <Done />
        ) : (
          <Flex direction="column" gap="2" align="start">
            {state === 'markFailed' ? <Failed /> : null}
            <Button disabled={state === 'marking'} onClick={() => actor.send({ type: 'pdf.markDone' })}>
              {intl.formatMessage(state === 'marking' ? m.marking : m.markDone)}
            </Button>
          </Flex>
        )}
      </div>
    </Flex>
  );
}

/** An external page: opens in a new tab, done once the learner confirms. */
export function LinkPlayer({ api, mediaId, url, status, onStatus }: DocumentProps) {
  const intl = useIntl();
  const actor = useActorRef(linkPlayerMachine, { input: { api, mediaId, status } }, (snapshot) =>
    onStatus?.(snapshot.context.status),
  );
  const state = useSelector(actor, selectLinkStatus);
  return (
    <Flex direction="column" gap="3" align="start">
      <Button asChild>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => actor.send({ type: 'link.opened' })}
        >
          {intl.formatMessage(m.openLink)}
        </a>
      </Button>
      <div aria-live="polite">
        {state === 'done' ? <Done /> : null}
        {state === 'confirming' || state === 'marking' || state === 'markFailed' ? (
          <Flex direction="column" gap="2" align="start">
            <Text as="p">{intl.formatMessage(m.linkQuestion)}</Text>
            {state === 'markFailed' ? <Failed /> : null}
            <Flex gap="2">
              <Button disabled={state === 'marking'} onClick={() => actor.send({ type: 'link.confirm' })}>
                {intl.formatMessage(state === 'marking' ? m.marking : m.linkConfirm)}
              </Button>
              <Button variant="soft" onClick={() => actor.send({ type: 'link.notYet' })}>
                {intl.formatMessage(m.linkNotYet)}
              </Button>
            </Flex>
          </Flex>
        ) : null}
      </div>
    </Flex>
  );
}
